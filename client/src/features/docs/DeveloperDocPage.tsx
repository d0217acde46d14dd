import { Anchor, Box, Center, Code, Loader, ScrollArea, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconApi, IconBook2 } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { QueryState } from '../../components/QueryState';
import { GuideView } from './GuideView';
import { DEVELOPER_GUIDES } from './guides';

/** The renderer is large: its chunk loads only when the reference is shown. */
const ApiReference = lazy(() => import('./ApiReference'));

const REFERENCE = 'reference';

const loading = (
  <Center mih={320} role="status" aria-label="加载中">
    <Loader size="sm" />
  </Center>
);

/**
 * /developer-doc/show/{id?} (000 §2, opened from the header's 开发文档 icon): the API reference of
 * this portal rendered from its own OpenAPI document (generated from the call catalogue, so it
 * cannot drift from the server), and the developer guides; the id names a guide.
 */
export function DeveloperDocPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const guide = DEVELOPER_GUIDES.find((g) => g.id === id);
  const tab = guide ? guide.id : REFERENCE;
  const doc = useQuery({
    queryKey: ['openapi'],
    staleTime: Infinity,
    enabled: tab === REFERENCE,
    queryFn: async () => {
      const res = await fetch('/api/openapi.json');
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return (await res.json()) as Record<string, unknown>;
    },
  });

  return (
    <Stack gap={0}>
      <Box px={{ base: 'md', sm: 'xl' }} pt="lg">
        <Title order={1}>开发文档</Title>
        <Text c="dimmed" mt={4}>
          接口均以 <Code>{'{code, message, data}'}</Code> 应答，code 为 200 表示成功；OpenAPI 描述见{' '}
          <Anchor href="/api/openapi.json" inherit underline="always">
            /api/openapi.json
          </Anchor>
          。
        </Text>
        <Tabs
          mt="md"
          value={tab}
          onChange={(value) => navigate(value === REFERENCE ? '/developer-doc/show' : `/developer-doc/show/${value}`)}
        >
          <ScrollArea type="never">
            <Tabs.List style={{ flexWrap: 'nowrap' }} aria-label="开发文档目录">
              <Tabs.Tab value={REFERENCE} leftSection={<IconApi size={16} />}>
                接口参考
              </Tabs.Tab>
              {DEVELOPER_GUIDES.map((g) => (
                <Tabs.Tab key={g.id} value={g.id} leftSection={<IconBook2 size={16} />}>
                  {g.title}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </ScrollArea>
        </Tabs>
      </Box>
      {guide ? (
        <Box px={{ base: 'md', sm: 'xl' }} py="lg">
          <GuideView markdown={guide.markdown} />
        </Box>
      ) : (
        <QueryState query={doc} minHeight={320}>
          <Box aria-label="接口参考" component="section">
            <Suspense fallback={loading}>{doc.data && <ApiReference document={doc.data} />}</Suspense>
          </Box>
        </QueryState>
      )}
    </Stack>
  );
}

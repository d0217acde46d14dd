import { Alert, Container, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { LegalKind } from '@portal/contracts/calls/content/content-schemas';
import { trpc } from '../../lib/trpc';
import { Markdown } from './markdown';

const dateOf = (d: Date) => new Date(d).toLocaleDateString('zh-CN', { year: 'numeric', month: 'long', day: 'numeric' });

/** /service-terms and /privacy-policy: the operator's current text with its date (issue 30 item 7). */
export function LegalPage({ kind }: { kind: LegalKind }) {
  const doc = trpc.content.legalGet.useQuery({ kind });
  return (
    <Container size="md" py="xl">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        {doc.isPending && (
          <Stack role="status" aria-label="加载中">
            <Skeleton h={32} w="40%" />
            <Skeleton h={14} />
            <Skeleton h={14} />
            <Skeleton h={14} w="70%" />
          </Stack>
        )}
        {doc.isError && (
          <Alert color="red" title="加载失败">
            {doc.error.message}
          </Alert>
        )}
        {doc.data && (
          <article>
            <Markdown source={doc.data.content} />
            <Text size="xs" c="dimmed" mt="xl" data-testid="legal-date">
              {doc.data.updatedAt
                ? `更新日期：${dateOf(doc.data.updatedAt)}（第 ${doc.data.version} 版）`
                : '平台默认文本'}
            </Text>
          </article>
        )}
      </Paper>
    </Container>
  );
}

export const ServiceTermsPage = () => <LegalPage kind="serviceTerms" />;
export const PrivacyPolicyPage = () => <LegalPage kind="privacyPolicy" />;

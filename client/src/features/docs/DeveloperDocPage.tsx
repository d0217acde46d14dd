import {
  Badge,
  Box,
  Code,
  Container,
  Group,
  NavLink,
  ScrollArea,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { QueryState } from '../../components/QueryState';
import { indexOpenApi, searchOperations, type ApiOperation } from './openapi-index';

/** Chinese names of the catalogue's areas (the tags of /api/openapi.json); others show as written. */
const AREA_LABELS: Readonly<Record<string, string>> = {
  auth: '登录与账号',
  user: '用户',
  company: '企业',
  companyUser: '企业用户',
  organization: '组织',
  orgUser: '组织用户',
  review: '视频审核',
  payment: '支付与订单',
  quota: '额度',
  licence: '授权',
  studio: '视频项目',
  studioTemplate: '视频模板',
  videoProject: '视频项目（新版）',
  videoTask: '视频任务',
  aiVideoTask: 'AI视频',
  aiText: 'AI文案',
  script: '脚本',
  voice: '声音',
  vh: '数字人',
  vhMarket: '数字人市场',
  talkProject: '互动项目',
  faq: '问答知识库',
  document: '文档',
  applet: '小程序与名片',
  card: '名片',
  moment: '动态',
  face: '人脸识别',
  device: '设备',
  wakeWord: '唤醒词',
  chatStudio: '对话工作室',
  media: '素材库',
  upload: '上传',
  safety: '内容安全',
  branding: '品牌定制',
  notice: '通知',
  datareport: '数据上报',
  openapi: '开放接口',
  address: '地址',
  other: '其他',
};
const METHOD_COLORS: Record<string, string> = { GET: 'teal', POST: 'blue', PUT: 'orange', DELETE: 'red' };
const WHERE_LABELS = { query: '查询参数', path: '路径参数', body: '请求体' } as const;

const areaLabel = (area: string) => AREA_LABELS[area] ?? area;

function Operation({ op }: { op: ApiOperation }) {
  return (
    <Box
      component="article"
      aria-label={`${op.method} ${op.path}`}
      p="md"
      style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
    >
      <Group gap="xs" mb={4}>
        <Badge color={METHOD_COLORS[op.method] ?? 'gray'} variant="filled" radius="sm">
          {op.method}
        </Badge>
        <Code fz="sm">{op.path}</Code>
        {!op.implemented && (
          <Badge color="gray" variant="light">
            暂未开放
          </Badge>
        )}
      </Group>
      <Text fz="sm">{op.summary}</Text>
      {op.params.length > 0 && (
        <Table mt="xs" fz="xs" withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>参数</Table.Th>
              <Table.Th>位置</Table.Th>
              <Table.Th>类型</Table.Th>
              <Table.Th>必填</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {op.params.map((p) => (
              <Table.Tr key={`${p.where}-${p.name}`}>
                <Table.Td>
                  <Code>{p.name}</Code>
                </Table.Td>
                <Table.Td>{WHERE_LABELS[p.where]}</Table.Td>
                <Table.Td>{p.type}</Table.Td>
                <Table.Td>{p.required ? '是' : '否'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Box>
  );
}

/**
 * /developer-doc/show/{id?} (000 §2, opened from the header's 开发文档 icon): the API reference of
 * this portal, read from its own OpenAPI document (generated from the call catalogue, so it cannot
 * drift from the server); the id is an area.
 */
export function DeveloperDocPage() {
  const { id } = useParams();
  const [keyword, setKeyword] = useState('');
  const doc = useQuery({
    queryKey: ['openapi'],
    staleTime: Infinity,
    queryFn: async () => {
      const res = await fetch('/api/openapi.json');
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return indexOpenApi((await res.json()) as Parameters<typeof indexOpenApi>[0]);
    },
  });
  const ops = useMemo(() => doc.data ?? [], [doc.data]);
  const areas = useMemo(() => [...new Set(ops.map((o) => o.area))], [ops]);
  const area = id && areas.includes(id) ? id : null;
  const shown = searchOperations(area ? ops.filter((o) => o.area === area) : ops, keyword);

  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>开发文档</Title>
            <Text c="dimmed">
              接口均以 <Code>{'{code, message, data}'}</Code> 应答，code 为 200 表示成功；完整的 OpenAPI 描述见{' '}
              <Text component="a" href="/api/openapi.json" c="blue" inherit>
                /api/openapi.json
              </Text>
              。
            </Text>
          </div>
          <TextInput
            w={280}
            aria-label="搜索接口"
            placeholder="搜索路径或说明"
            value={keyword}
            onChange={(e) => setKeyword(e.currentTarget.value)}
          />
        </Group>
        <QueryState query={doc} minHeight={320}>
          <Group align="flex-start" wrap="nowrap" gap="lg">
            <ScrollArea.Autosize mah="calc(100vh - 160px)" w={220} style={{ flexShrink: 0 }}>
              <Box component="nav" aria-label="接口分类">
                <NavLink
                  component={Link}
                  to="/developer-doc/show"
                  label={`全部接口（${ops.length}）`}
                  active={area === null}
                />
                {areas.map((a) => (
                  <NavLink
                    key={a}
                    component={Link}
                    to={`/developer-doc/show/${a}`}
                    label={`${areaLabel(a)}（${ops.filter((o) => o.area === a).length}）`}
                    active={area === a}
                  />
                ))}
              </Box>
            </ScrollArea.Autosize>
            <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
              <Title order={2} size="h4">
                {area ? areaLabel(area) : '全部接口'}
              </Title>
              {shown.length === 0 ? (
                <Text c="dimmed" py="xl" ta="center">
                  没有找到相关接口
                </Text>
              ) : (
                shown.map((op) => <Operation key={`${op.method} ${op.path}`} op={op} />)
              )}
            </Stack>
          </Group>
        </QueryState>
      </Stack>
    </Container>
  );
}

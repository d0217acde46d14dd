import { Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAddressBook, IconCode, IconDeviceDesktop, IconMovie } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { trpc } from '../../lib/trpc';
import { productLines } from '../landing/product-lines';

const ICONS = { 21: IconMovie, 22: IconAddressBook, 23: IconDeviceDesktop, 24: IconCode } as const;

const FLOW = [
  ['选形象', '从数字人市场挑选，或定制专属形象与声音'],
  ['喂知识', '上传文档、录入问答，数字人按企业知识回答'],
  ['发出去', '生成视频、分享数字名片，或部署到一体机和网页'],
] as const;

/** /landingPage: the product, its four lines and how a company starts (issue 30 item 7). */
export function ProductLandingPage() {
  const showcase = trpc.content.marketShowcase.useQuery({});
  return (
    <Container size="lg" py="xl">
      <Stack gap={48}>
        <Stack gap="md" align="flex-start">
          <Title order={1} maw={720}>
            让每家企业都有会说话、懂业务的数字员工
          </Title>
          <Text size="lg" c="dimmed" maw={680}>
            视频播报、数字名片、展厅一体机和网页嵌入，一个平台制作、管理和分发。
            {showcase.data ? `现有 ${showcase.data.total} 位数字人可直接使用。` : ''}
          </Text>
          <Group>
            <Button component={Link} to="/login" size="md">
              开始使用
            </Button>
            <Button component={Link} to="/marketLandingPage" size="md" variant="light">
              浏览数字人
            </Button>
            <Button component={Link} to="/developer-doc/show" size="md" variant="subtle">
              开发文档
            </Button>
          </Group>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {productLines.map((line) => {
            const Icon = ICONS[line.licenceId];
            return (
              <Card key={line.licenceId} withBorder radius="md" padding="lg">
                <Group wrap="nowrap" align="flex-start">
                  <ThemeIcon size={44} radius="md" variant="light">
                    <Icon size={24} />
                  </ThemeIcon>
                  <Stack gap={4}>
                    <Text fw={600}>{line.name}</Text>
                    <Text size="sm" c="dimmed">
                      {line.summary}
                    </Text>
                  </Stack>
                </Group>
              </Card>
            );
          })}
        </SimpleGrid>
        <Stack gap="md">
          <Title order={2} size="h3">
            三步上线
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {FLOW.map(([title, text], i) => (
              <Stack key={title} gap={4}>
                <Text c="blue" fw={700} size="xl">
                  0{i + 1}
                </Text>
                <Text fw={600}>{title}</Text>
                <Text size="sm" c="dimmed">
                  {text}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
        <Group gap="lg">
          <Text size="sm" component={Link} to="/service-terms" c="dimmed">
            服务条款
          </Text>
          <Text size="sm" component={Link} to="/privacy-policy" c="dimmed">
            隐私政策
          </Text>
        </Group>
      </Stack>
    </Container>
  );
}

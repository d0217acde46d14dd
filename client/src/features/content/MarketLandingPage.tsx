import { useState } from 'react';
import {
  Badge,
  Button,
  Card,
  Chip,
  Container,
  Group,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router-dom';
import { trpc } from '../../lib/trpc';

/** /marketLandingPage: the platform's digital humans, by industry, from our own catalogue. */
export function MarketLandingPage() {
  const showcase = trpc.content.marketShowcase.useQuery({});
  const [industry, setIndustry] = useState('');
  const avatars = (showcase.data?.avatars ?? []).filter((a) => !industry || a.industry === industry);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1}>数字人市场</Title>
          <Text c="dimmed" maw={680}>
            {showcase.data
              ? `平台现有 ${showcase.data.total} 位数字人，覆盖 ${showcase.data.industries.length} 个行业。登录后即可添加到企业，用于播报视频、数字名片和一体机。`
              : '平台的数字人形象，登录后即可添加到企业使用。'}
          </Text>
          <Group>
            <Button component={Link} to="/login">
              登录使用
            </Button>
            <Button component={Link} to="/home/customMade" variant="light">
              定制专属数字人
            </Button>
          </Group>
        </Stack>
        {(showcase.data?.industries.length ?? 0) > 0 && (
          <Chip.Group value={industry} onChange={(v) => setIndustry(v as string)}>
            <Group gap={6} role="group" aria-label="按行业筛选">
              <Chip value="">全部</Chip>
              {showcase.data?.industries.map((i) => (
                <Chip key={i.name} value={i.name}>
                  {i.name} · {i.count}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        )}
        {showcase.isError && <Text c="red">加载失败，请稍后再试</Text>}
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }}>
          {showcase.isPending && Array.from({ length: 8 }, (_, i) => <Skeleton key={String(i)} h={260} radius="md" />)}
          {avatars.map((a) => (
            <Card key={a.personaBizId} withBorder radius="md" padding="xs">
              <Card.Section>
                <Image src={a.summaryImage} h={200} fit="cover" alt={a.name} bg="gray.1" />
              </Card.Section>
              <Group justify="space-between" mt="xs" wrap="nowrap">
                <Text fw={600} size="sm" lineClamp={1}>
                  {a.name}
                </Text>
                <Badge size="xs" variant="light">
                  {a.vhModelType}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed">
                {a.industry || '通用'}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
        {showcase.isSuccess && avatars.length === 0 && <Text c="dimmed">暂无数字人</Text>}
      </Stack>
    </Container>
  );
}

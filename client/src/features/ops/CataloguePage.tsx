import { Badge, Button, Card, Group, Image, SimpleGrid, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { toast } from '../../lib/toast';
import { silentCall, trpc, type RouterOutputs } from '../../lib/trpc';
import { formatDate } from '../shell/licence-rules';
import { LoadFailure } from './LoadFailure';
import { CatalogueTemplates } from './CatalogueTemplates';
import { ShelfButton } from './ShelfButton';
import { failureText } from './failure-text';

type Avatar = RouterOutputs['ops']['catalogueAvatarList'][number];
type State = 'release' | 'offline' | 'online';

/** Placeholders while the catalogue loads, keyed by name rather than position. */
const SKELETONS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];

const DONE: Record<State, string> = { release: '已发布为新品', offline: '已下架', online: '已重新上架' };

/** 数字人与模板 (/ops/catalogue): what the platform offers every company, in two tabs. */
export function CataloguePage() {
  return (
    <Stack gap="md">
      <Title order={2}>数字人与模板</Title>
      <Tabs defaultValue="avatars" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="avatars">数字人</Tabs.Tab>
          <Tabs.Tab value="templates">视频模板</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="avatars" pt="md">
          <CatalogueAvatars />
        </Tabs.Panel>
        <Tabs.Panel value="templates" pt="md">
          <CatalogueTemplates />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/**
 * The market's platform digital humans (000 §2). The operator publishes one as new (it leads the
 * header's NEW list), takes one offline, or puts it back.
 */
function CatalogueAvatars() {
  const utils = trpc.useUtils();
  const list = trpc.ops.catalogueAvatarList.useQuery({}, silentCall);
  const change = trpc.ops.catalogueAvatarState.useMutation(silentCall);

  const apply = async (avatar: Avatar, state: State) => {
    try {
      await change.mutateAsync({ personaBizId: avatar.personaBizId, state });
      await utils.ops.catalogueAvatarList.invalidate();
      toast.success(`「${avatar.name}」${DONE[state]}`);
    } catch (error) {
      toast.error(failureText(error));
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        数字人市场中的平台数字人。发布为新品后排在最前，页头的「NEW」列表展示最新的三个；下架后市场不再展示，已使用它的项目会收到提示。
      </Text>
      {list.isPending && (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
          {SKELETONS.map((id) => (
            <Skeleton key={id} h={260} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {list.isError && (
        <LoadFailure what="数字人" message={failureText(list.error)} onRetry={() => void list.refetch()} />
      )}
      {list.data?.length === 0 && <Text c="dimmed">市场中还没有平台数字人。</Text>}
      {list.data && list.data.length > 0 && (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
          {list.data.map((avatar) => (
            <Card key={avatar.personaBizId} withBorder radius="md" padding="sm" aria-label={`数字人 ${avatar.name}`}>
              <Card.Section pos="relative">
                <Image
                  src={avatar.summaryImage}
                  alt={avatar.name}
                  h={160}
                  fit="cover"
                  style={{ opacity: avatar.offline ? 0.45 : 1 }}
                />
                <Group gap={4} pos="absolute" top={8} left={8}>
                  {avatar.isNew && <Badge color="red">NEW</Badge>}
                  {avatar.offline && <Badge color="gray">已下架</Badge>}
                </Group>
              </Card.Section>
              <Stack gap={2} mt="xs">
                <Text fw={600} truncate>
                  {avatar.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {avatar.industry} · 发布于 {formatDate(avatar.releasedAt)} · {avatar.companies} 家企业使用
                </Text>
              </Stack>
              <Group gap={6} mt="sm" grow>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => void apply(avatar, 'release')}
                  disabled={change.isPending}
                >
                  发布为新品
                </Button>
                <ShelfButton
                  offline={avatar.offline}
                  disabled={change.isPending}
                  onChange={(state) => void apply(avatar, state)}
                />
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

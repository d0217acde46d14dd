import { Avatar, Button, Card, Group, Modal, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { QueryState } from '../../components/QueryState';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { CreatePhotoAvatarButton } from '../photo-avatar/CreatePhotoAvatarButton';
import { DeletePhotoAvatarButton } from '../photo-avatar/DeletePhotoAvatarButton';
import { PhotoAvatarSection } from '../photo-avatar/PhotoAvatarSection';
import { isPhotoAvatar } from '../photo-avatar/photo-rules';

/** 数字员工 (000 §2 aiStaff): the company's digital employees, added from and returned to the market. */
export function AiStaff() {
  const utils = trpc.useUtils();
  const mine = trpc.vhMarket.companyVhList.useQuery({});
  const quota = trpc.vhMarket.vhQuota.useQuery({});
  const [marketOpen, setMarketOpen] = useState(false);
  const [name, setName] = useState('');
  const title = useRef<HTMLHeadingElement>(null);
  const market = trpc.vhMarket.vhListWithoutMine.useMutation();
  const add = trpc.vhMarket.addVh.useMutation();
  const remove = trpc.vhMarket.delMyVh.useMutation();
  const refresh = () => Promise.all([utils.vhMarket.companyVhList.invalidate(), utils.vhMarket.vhQuota.invalidate()]);
  const openMarket = () => {
    setMarketOpen(true);
    market.mutate({});
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h3" ref={title} tabIndex={-1}>
          数字员工
        </Title>
        <Group>
          {quota.data && (
            <Text c="dimmed">
              名额：已用 {quota.data.used} / 共 {quota.data.total}
            </Text>
          )}
          <CreatePhotoAvatarButton />
          <Button onClick={openMarket}>从市场添加</Button>
        </Group>
      </Group>
      <QueryState query={mine} empty={mine.data?.length === 0} emptyText="还没有数字员工，从市场添加一个吧">
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }}>
          {mine.data?.map((h) => (
            <Card key={h.personaBizId} withBorder>
              <Stack align="center" gap="xs">
                <Avatar src={h.summaryImage} alt={h.name} size={96} radius="md" />
                <Text fw={600}>{h.name}</Text>
                <Text fz="xs" c="dimmed">
                  {h.industry}
                </Text>
                {isPhotoAvatar(h.personaBizId) ? (
                  // Made from a photo: nothing to return to the market, it is deleted with its face data.
                  <DeletePhotoAvatarButton avatar={h} onDeleted={() => title.current?.focus()} />
                ) : (
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    loading={remove.isPending && remove.variables?.personaBizId === h.personaBizId}
                    onClick={async () => {
                      await remove.mutateAsync({ personaBizId: h.personaBizId });
                      toast.success('已移除');
                      await refresh();
                    }}
                  >
                    移除
                  </Button>
                )}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </QueryState>
      <PhotoAvatarSection />
      <Modal
        opened={marketOpen}
        onClose={() => setMarketOpen(false)}
        title="数字人市场"
        size="lg"
        closeButtonProps={{ 'aria-label': '关闭' }}
      >
        <TextInput
          placeholder="搜索数字人名称，回车搜索"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          onKeyDown={(e) => e.key === 'Enter' && market.mutate({ name })}
          mb="sm"
        />
        <QueryState
          query={{
            isPending: market.isPending || market.isIdle,
            isError: market.isError,
            refetch: () => market.mutate({ name }),
          }}
          empty={market.data?.length === 0}
          emptyText="没有可添加的数字人"
        >
          <SimpleGrid cols={3}>
            {market.data?.map((h) => (
              <Card key={h.personaBizId} withBorder padding="sm">
                <Stack align="center" gap={4}>
                  <Avatar src={h.summaryImage} alt={h.name} size={64} radius="md" />
                  <Text fz="sm" fw={600}>
                    {h.name}
                  </Text>
                  <Button
                    size="xs"
                    onClick={async () => {
                      await add.mutateAsync({ personaBizId: h.personaBizId });
                      toast.success('已添加');
                      await refresh();
                      market.mutate({ name });
                    }}
                  >
                    添加
                  </Button>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        </QueryState>
      </Modal>
    </Stack>
  );
}

import { IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { ActionIcon, Badge, Button, Divider, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { LIVE_ROOM_TITLE_MAX } from '@portal/contracts/calls/live/live-schemas';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

/**
 * The project's live rooms in its share dialog (0021): open one (a live room count, resource 2),
 * copy its viewers' link, end it (the count comes back).
 */
export function LiveRoomsSection({ projectId }: { projectId: string }) {
  const utils = trpc.useUtils();
  const rooms = trpc.other.liveRoomList.useQuery({ projectId });
  const save = trpc.other.liveRoom.useMutation({ onSuccess: () => void utils.other.liveRoomList.invalidate() });
  const [title, setTitle] = useState('');
  const live = (rooms.data ?? []).filter((r) => r.status === 'Live');
  const create = () => {
    const name = title.trim();
    if (!name) return;
    save.mutate({ projectId, title: name }, { onSuccess: () => setTitle('') });
  };
  const copy = async (url: string) => {
    await navigator.clipboard.writeText(url);
    toast.success('直播间链接已复制');
  };
  return (
    <Stack gap="xs" w="100%" data-testid="live-rooms">
      <Divider label="直播间" labelPosition="left" />
      {live.map((room) => (
        <Group key={room.roomId} justify="space-between" wrap="nowrap">
          <Group gap="xs" miw={0} wrap="nowrap">
            <Badge color="red" size="sm">
              直播中
            </Badge>
            <Text size="sm" truncate>
              {room.title}
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <Tooltip label="复制观看链接">
              <ActionIcon
                variant="subtle"
                aria-label={`复制 ${room.title} 的观看链接`}
                disabled={!room.viewerUrl}
                onClick={() => room.viewerUrl && void copy(room.viewerUrl)}
              >
                <IconCopy size={14} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Button
              size="compact-xs"
              variant="light"
              color="red"
              onClick={() => save.mutate({ roomId: room.roomId, projectId, title: room.title, status: 'Ended' })}
            >
              结束
            </Button>
          </Group>
        </Group>
      ))}
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          flex={1}
          size="xs"
          aria-label="直播间名称"
          placeholder="直播间名称"
          maxLength={LIVE_ROOM_TITLE_MAX}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
        />
        <Button size="xs" onClick={create} loading={save.isPending} disabled={!title.trim()}>
          开直播间
        </Button>
      </Group>
    </Stack>
  );
}

import { useEffect, useState } from 'react';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { toast } from '../../lib/toast';
import { type RouterOutputs, trpc } from '../../lib/trpc';

type Device = RouterOutputs['device']['snCodeList']['list'][number];

/**
 * 更换项目: the machine runs another cte project of the company. Its token is kept, so the kiosk
 * switches by itself at its next settings poll; a conversation running now ends (0030).
 */
export function MoveDialog({ device, onClose }: { device: Device | null; onClose: () => void }) {
  const [projectId, setProjectId] = useState<string | null>(null);
  useEffect(() => setProjectId(device?.projectId ?? null), [device]);
  const utils = trpc.useUtils();
  const projects = trpc.talkProject.projectList.useQuery(
    { pageIndex: 1, pageSize: 200, publishType: 'cte' },
    { enabled: device !== null },
  );
  const move = trpc.device.move.useMutation({
    onSuccess: (moved) => {
      toast.success(`已切换到「${moved.projectTitle}」，一体机将在几秒内自动切换`);
      void utils.device.snCodeList.invalidate();
      onClose();
    },
  });
  const options = (projects.data?.list ?? []).map((p) => ({ value: p.projectId, label: p.title }));
  const unchanged = projectId === device?.projectId;

  return (
    <Modal opened={device !== null} onClose={onClose} title="更换运行项目" centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (device && projectId && !unchanged) move.mutate({ deviceId: device.id, projectId });
        }}
      >
        <Stack gap="sm">
          <Text size="sm">设备：{device ? device.name || device.snCode : ''}</Text>
          <Select
            label="运行项目"
            placeholder={projects.isLoading ? '加载中…' : '选择大屏（一体机）项目'}
            data={options}
            value={projectId}
            onChange={setProjectId}
            searchable
            required
            nothingFoundMessage="还没有大屏（一体机）项目"
            data-autofocus
          />
          <Text size="xs" c="dimmed">
            无需重新扫码激活；设备上正在进行的对话会立即结束，对话记录保留。
          </Text>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              取消
            </Button>
            <Button type="submit" loading={move.isPending} disabled={!projectId || unchanged}>
              确定更换
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

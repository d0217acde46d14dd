import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

/** 登记设备: a serial number, a name and the cte project the machine runs. */
export function RegisterDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [snCode, setSnCode] = useState('');
  const [name, setName] = useState('');
  const [projectId, setProjectId] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const projects = trpc.talkProject.projectList.useQuery(
    { pageIndex: 1, pageSize: 200, publishType: 'cte' },
    { enabled: opened },
  );
  const register = trpc.device.register.useMutation({
    onSuccess: () => {
      toast.success('设备已登记');
      setSnCode('');
      setName('');
      setProjectId(null);
      void utils.device.snCodeList.invalidate();
      onClose();
    },
  });
  const options = (projects.data?.list ?? []).map((p) => ({ value: p.projectId, label: p.title }));

  return (
    <Modal opened={opened} onClose={onClose} title="登记设备" centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (projectId) register.mutate({ snCode: snCode.trim(), name: name.trim(), projectId });
        }}
      >
        <Stack gap="sm">
          <TextInput
            label="序列号"
            placeholder="机身铭牌上的 SN，如 CTE-2026-0001"
            required
            value={snCode}
            onChange={(e) => setSnCode(e.currentTarget.value)}
            maxLength={64}
            data-autofocus
          />
          <TextInput
            label="设备名称"
            placeholder="如 一楼大厅"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={40}
          />
          <Select
            label="运行项目"
            placeholder={projects.isLoading ? '加载中…' : '选择大屏（一体机）项目'}
            data={options}
            value={projectId}
            onChange={setProjectId}
            searchable
            required
            nothingFoundMessage="还没有大屏（一体机）项目"
          />
          {projects.data && options.length === 0 && (
            <Text size="xs" c="dimmed">
              请先在“互动数字人”中创建并发布一个大屏（一体机）项目。
            </Text>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              取消
            </Button>
            <Button type="submit" loading={register.isPending} disabled={!snCode.trim() || !projectId}>
              登记
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

import { useState } from 'react';
import { Button, Group, Modal, TextInput } from '@mantine/core';
import { toast } from '../../lib/toast';
import { PROJECT_TITLE_MAX_LENGTH } from '@portal/contracts';
import { trpc } from '../../lib/trpc';
import { checkProjectName } from './rename-rules';

/** Rename a project (001 §5: an empty name toasts 视频名称不能为空 and sends nothing). */
export function RenameDialog({
  project,
  onClose,
}: {
  project: { id: string; title: string } | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={project !== null} onClose={onClose} title="重命名" centered size="sm">
      {project && <RenameForm key={project.id} project={project} onClose={onClose} />}
    </Modal>
  );
}

function RenameForm({ project, onClose }: { project: { id: string; title: string }; onClose: () => void }) {
  const utils = trpc.useUtils();
  const [name, setName] = useState(project.title);
  const rename = trpc.studio.updateName.useMutation({
    onSuccess: () => {
      // Ours: the spec shows no wording for a successful rename.
      toast.success('重命名成功');
      void utils.studio.studioList.invalidate();
      onClose();
    },
  });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const check = checkProjectName(name);
    if (!check.ok) {
      toast.error(check.message);
      return;
    }
    rename.mutate({ id: project.id, name: check.name });
  };
  return (
    <form onSubmit={submit} noValidate>
      <TextInput
        label="视频名称"
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        maxLength={PROJECT_TITLE_MAX_LENGTH}
        data-autofocus
      />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          取消
        </Button>
        <Button type="submit" loading={rename.isPending}>
          确定
        </Button>
      </Group>
    </form>
  );
}

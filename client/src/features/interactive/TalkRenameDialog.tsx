import { useState } from 'react';
import { Button, Group, Modal, TextInput } from '@mantine/core';
import { PROJECT_TITLE_MAX_LENGTH, talkProjectMessages } from '@portal/contracts';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

/** Rename a talk project (002 §7 rename {projectId, newTitle}); an empty name sends nothing. */
export function TalkRenameDialog({
  project,
  onClose,
}: {
  project: { projectId: string; title: string } | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={project !== null} onClose={onClose} title="重命名" centered size="sm">
      {project && <RenameForm key={project.projectId} project={project} onClose={onClose} />}
    </Modal>
  );
}

function RenameForm({ project, onClose }: { project: { projectId: string; title: string }; onClose: () => void }) {
  const utils = trpc.useUtils();
  const [name, setName] = useState(project.title);
  const rename = trpc.talkProject.rename.useMutation({
    onSuccess: () => {
      toast.success('重命名成功');
      void utils.talkProject.projectList.invalidate();
      onClose();
    },
  });
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!name.trim()) return toast.error(talkProjectMessages.projectNameRequired);
        rename.mutate({ projectId: project.projectId, newTitle: name.trim() });
      }}
    >
      <TextInput
        label="项目名称"
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

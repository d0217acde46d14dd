import { useRef, useState } from 'react';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { PROJECT_TITLE_MAX_LENGTH } from '@portal/contracts';
import { messageOf } from '../lib/call-errors';
import { checkNewProjectName, prefillProjectName } from './project-name';

export interface CreateProjectDialogProps {
  /** The template chosen; null keeps the dialog closed. */
  template: { id: string | number; name: string } | null;
  /** 新建项目 or 新建互动项目. */
  title: string;
  /** The name field's label, as the screen's rename dialog calls it. */
  nameLabel: string;
  /** Shown when the name is blank. */
  nameRequiredMessage: string;
  /** Creates the project (and opens it); a rejection is shown in the dialog. */
  onCreate: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Names a project before it is made from a template, so that a click never makes one silently.
 * The call behind onCreate should be silent (silentCall): its error is shown here, not toasted.
 */
export function CreateProjectDialog({ template, title, onClose, ...form }: CreateProjectDialogProps) {
  const busy = useRef(false);
  // While the project is being made the dialog stays: closing it would not stop the workbench opening.
  const close = () => {
    if (!busy.current) onClose();
  };
  return (
    <Modal
      opened={template !== null}
      onClose={close}
      title={title}
      centered
      size="sm"
      closeButtonProps={{ 'aria-label': '关闭' }}
    >
      {template && <NameForm key={template.id} templateName={template.name} busy={busy} onCancel={close} {...form} />}
    </Modal>
  );
}

function NameForm({
  templateName,
  nameLabel,
  nameRequiredMessage,
  onCreate,
  busy,
  onCancel,
}: Pick<CreateProjectDialogProps, 'nameLabel' | 'nameRequiredMessage' | 'onCreate'> & {
  templateName: string;
  busy: React.RefObject<boolean>;
  onCancel: () => void;
}) {
  const [name, setName] = useState(() => prefillProjectName(templateName));
  const [error, setError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    // A ref, not the state: a second Enter can land before React has re-rendered the loading button.
    if (busy.current) return;
    const check = checkNewProjectName(name, nameRequiredMessage);
    if (!check.ok) {
      setError(check.message);
      return;
    }
    busy.current = true;
    setCreating(true);
    setError(null);
    try {
      await onCreate(check.name);
      // Made and being opened: the dialog stays busy until the workbench replaces the page. Freed here,
      // an Enter while the workbench loads (slowly, under load) made a second project.
    } catch (failure) {
      busy.current = false;
      setCreating(false);
      setError(messageOf(failure));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label={nameLabel}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          maxLength={PROJECT_TITLE_MAX_LENGTH}
          error={error !== null}
          aria-describedby={error ? 'create-project-error' : undefined}
          data-autofocus
        />
        {error && (
          <Alert color="red" variant="light" id="create-project-error" role="alert" p="xs">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={creating}>
            取消
          </Button>
          <Button type="submit" loading={creating}>
            创建
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { useState } from 'react';
import { Button } from '@mantine/core';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { ConfirmDialog } from '../tasks/ConfirmDialog';
import { deleteWarning } from './photo-avatar-text';
import { useRefreshStaff } from './use-refresh-staff';

interface Props {
  avatar: { personaBizId: string; name: string };
  /**
   * Where the focus goes once the avatar is gone: its card, and this button with it, leave the
   * page, so the focus would otherwise fall back to the top of the document.
   */
  onDeleted?(): void;
}

/**
 * 「删除」 of a photo avatar. Unlike a market avatar, which is returned and can be added again, a
 * photo avatar is purged with its portrait and face data, so the dialog says so before it happens.
 * A failure is shown by the call's toast and the dialog stays open to try again or cancel.
 */
export function DeletePhotoAvatarButton({ avatar, onDeleted }: Props) {
  const [confirming, setConfirming] = useState(false);
  const remove = trpc.vh.photoAvatarDelete.useMutation();
  const refresh = useRefreshStaff();
  const confirm = () =>
    remove.mutate(
      { personaBizId: avatar.personaBizId },
      {
        onSuccess: async () => {
          setConfirming(false);
          toast.success('照片数字人已删除');
          // After the lists answer: by then the dialog has handed the focus back to this button,
          // which is about to leave the page.
          await refresh();
          onDeleted?.();
        },
      },
    );

  return (
    <>
      <Button
        size="xs"
        variant="light"
        color="red"
        aria-label={`删除「${avatar.name}」`}
        onClick={() => setConfirming(true)}
      >
        删除
      </Button>
      <ConfirmDialog
        opened={confirming}
        title="删除照片数字人"
        message={deleteWarning(avatar.name)}
        confirmLabel="删除"
        loading={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={confirm}
      />
    </>
  );
}

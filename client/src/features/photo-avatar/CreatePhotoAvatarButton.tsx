import { useState } from 'react';
import { Button, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCamera } from '@tabler/icons-react';
import { PhotoAvatarForm } from './PhotoAvatarForm';
import { useCreatePhotoAvatar } from './use-create-photo-avatar';

/**
 * 「用照片创建数字人」 and its dialog. The form inside is mounted afresh on each opening, so a new
 * avatar starts from an empty form. While the server looks at the face the dialog cannot be
 * dismissed: it finishes the photo anyway, and its answer (made, or why not) belongs here.
 */
export function CreatePhotoAvatarButton() {
  const [opened, setOpened] = useState(false);
  const create = useCreatePhotoAvatar();
  // Below 768 px the dialog takes the whole screen: a photo, a guide and three fields do not fit a card.
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const analysing = create.phase.kind === 'analysing';
  const open = () => {
    create.reset();
    setOpened(true);
  };
  const close = () => {
    if (analysing) return;
    create.cancel();
    setOpened(false);
  };

  return (
    <>
      <Button variant="light" leftSection={<IconCamera size={16} aria-hidden />} onClick={open}>
        用照片创建数字人
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title="用照片创建数字人"
        size="lg"
        centered
        fullScreen={phone}
        closeOnEscape={!analysing}
        closeOnClickOutside={create.phase.kind === 'idle'}
        closeButtonProps={{ 'aria-label': '关闭', disabled: analysing }}
      >
        <PhotoAvatarForm create={create} onCancel={close} onCreated={() => setOpened(false)} />
      </Modal>
    </>
  );
}

import { Modal } from '@mantine/core';

/** Plays a finished task's video. */
export function VideoPlayerModal({ title, url, onClose }: { title: string; url: string | null; onClose: () => void }) {
  return (
    <Modal opened={url !== null} onClose={onClose} title={title} size="xl" centered>
      {url && (
        <video src={url} controls autoPlay style={{ width: '100%', maxHeight: '70vh', background: '#000' }} aria-label={`${title} 视频`} />
      )}
    </Modal>
  );
}

import { Anchor, Group, Modal } from '@mantine/core';
import { downloadPath } from './download-path';

/** Plays a finished task's video, with a download through our download proxy (the file keeps the task's title). */
export function VideoPlayerModal({ title, url, onClose }: { title: string; url: string | null; onClose: () => void }) {
  return (
    <Modal opened={url !== null} onClose={onClose} title={title} size="xl" centered>
      {url && (
        <>
          <video
            src={url}
            controls
            autoPlay
            style={{ width: '100%', maxHeight: '70vh', background: '#000' }}
            aria-label={`${title} 视频`}
          />
          <Group justify="flex-end" mt="sm">
            <Anchor href={downloadPath(url, `${title}.mp4`)} download={`${title}.mp4`}>
              下载视频
            </Anchor>
          </Group>
        </>
      )}
    </Modal>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Button, Group, Modal, Stack, Tabs } from '@mantine/core';
import { actionMessages, aiToolboxMessages } from '@portal/contracts';
import { toast } from '../../lib/toast';
import { fetchTranscript, TranscriptError } from './transcript';
import { checkInspirationLink } from './toolbox-rules';
import { LinkInput, MediaInput } from './MediaSourceInput';
import { useInspirationMedia } from './use-inspiration-media';

/**
 * The inspiration popup (001 §2): media link or upload file, each with get script and cancel. The
 * transcript is handed back (fission's 提取文案 fills the reference script with it).
 */
export function InspirationDialog({
  opened,
  onClose,
  onDone,
}: {
  opened: boolean;
  onClose(): void;
  onDone(text: string): void;
}) {
  const [tab, setTab] = useState<'link' | 'media'>('link');
  const [link, setLink] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const media = useInspirationMedia();
  const [fetching, setFetching] = useState(false);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const close = () => {
    controller.current?.abort();
    setFetching(false);
    media.reset();
    setLink('');
    setLinkError(null);
    onClose();
  };
  const get = async () => {
    if (tab === 'link') {
      const invalid = checkInspirationLink(link);
      setLinkError(invalid);
      if (invalid) return;
    }
    const abort = new AbortController();
    controller.current = abort;
    setFetching(true);
    try {
      const text = await fetchTranscript(
        tab === 'link'
          ? { sourceType: 'DOUYIN_VIDEO', url: link.trim() }
          : { sourceType: 'MEDIA_URL', url: media.form.fileUrl },
        abort.signal,
      );
      onDone(text);
      close();
    } catch (error) {
      if (abort.signal.aborted) return;
      if (error instanceof TranscriptError && error.message) toast.error(error.message);
    } finally {
      if (!abort.signal.aborted) setFetching(false);
    }
  };
  const ready = tab === 'link' ? link.trim() !== '' : media.form.status === 'uploaded';
  return (
    <Modal opened={opened} onClose={close} title={aiToolboxMessages.extractCopy} centered zIndex={300}>
      <Tabs
        value={tab}
        onChange={(v) => {
          if (!fetching) {
            setTab(v as 'link' | 'media');
            media.reset();
            setLink('');
          }
        }}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="link">{aiToolboxMessages.inspirationLinkTab}</Tabs.Tab>
          <Tabs.Tab value="media">{aiToolboxMessages.inspirationUploadTab}</Tabs.Tab>
        </Tabs.List>
        <Stack>
          {tab === 'link' ? (
            <LinkInput value={link} error={linkError} onChange={setLink} />
          ) : (
            <MediaInput form={media.form} onPick={(f) => void media.pick(f)} onRemove={media.reset} />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {actionMessages.cancel}
            </Button>
            <Button onClick={() => void get()} disabled={!ready || fetching} loading={fetching}>
              {aiToolboxMessages.getScript}
            </Button>
          </Group>
        </Stack>
      </Tabs>
    </Modal>
  );
}

import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Alert, Button, Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { PHOTO_AVATAR_NAME_MAX } from '@portal/contracts';
import { trpc } from '../../lib/trpc';
import { VoicePicker } from '../speech-markup/VoicePicker';
import { CreateProgress } from './CreateProgress';
import { PhotoDropZone } from './PhotoDropZone';
import { PhotoGuide } from './PhotoGuide';
import { readyToCreate } from './photo-rules';
import type { useCreatePhotoAvatar } from './use-create-photo-avatar';
import { usePhotoChoice } from './use-photo-choice';

const LIKENESS_CONFIRMATION = '我确认已获得照片中人物的授权，有权使用其肖像制作数字人';

interface Props {
  create: ReturnType<typeof useCreatePhotoAvatar>;
  onCancel(): void;
  onCreated(): void;
}

/**
 * The photo, the name, the default voice and the likeness confirmation. A refusal keeps everything
 * entered; choosing another photo clears it, since it spoke of the previous one.
 */
export function PhotoAvatarForm({ create, onCancel, onCreated }: Props) {
  const choice = usePhotoChoice();
  // The same list, cached, as the editor's voice picker below.
  const voices = trpc.voice.getEditorVoiceList.useQuery({}, { staleTime: 5 * 60_000 });
  const [name, setName] = useState('');
  const [pickedVoice, setPickedVoice] = useState<string | null>(null);
  const [likenessConfirmed, setLikenessConfirmed] = useState(false);
  const voiceBizId = pickedVoice ?? voices.data?.[0]?.bizId ?? null;
  const busy = create.phase.kind !== 'idle';
  const ready =
    !choice.checking && readyToCreate({ hasPhoto: choice.photo !== null, name, voiceBizId, likenessConfirmed });

  // The refusal takes the focus, so it is read out and the next Tab goes on from it.
  const refusalRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (create.refusal) refusalRef.current?.focus();
  }, [create.refusal]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!ready || busy || !choice.photo || !voiceBizId) return;
    if (await create.run({ photo: choice.photo.file, name, voiceBizId })) onCreated();
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PhotoDropZone
            previewUrl={choice.photo?.previewUrl ?? null}
            problem={choice.problem}
            checking={choice.checking}
            disabled={busy}
            onChoose={(file) => {
              create.clearRefusal();
              void choice.choose(file);
            }}
          />
          <PhotoGuide />
        </SimpleGrid>
        <TextInput
          label="名称"
          required
          maxLength={PHOTO_AVATAR_NAME_MAX}
          placeholder="如：前台小美"
          description={`${name.trim().length}/${PHOTO_AVATAR_NAME_MAX}`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          disabled={busy}
        />
        <VoicePicker label="默认声音" value={voiceBizId} onChange={setPickedVoice} />
        <Checkbox
          label={LIKENESS_CONFIRMATION}
          required
          checked={likenessConfirmed}
          onChange={(e) => setLikenessConfirmed(e.currentTarget.checked)}
          disabled={busy}
        />
        {create.refusal && (
          <Alert ref={refusalRef} tabIndex={-1} color="red" variant="light" title="未能创建" role="alert">
            {create.refusal}
          </Alert>
        )}
        <CreateProgress phase={create.phase} />
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={create.phase.kind === 'uploading' ? create.cancel : onCancel}
            disabled={create.phase.kind === 'analysing'}
          >
            {create.phase.kind === 'uploading' ? '取消上传' : '取消'}
          </Button>
          <Button type="submit" disabled={!ready} loading={busy}>
            创建
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

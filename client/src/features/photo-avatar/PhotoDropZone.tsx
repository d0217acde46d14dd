import { type DragEvent, useId, useState } from 'react';
import { Loader, Stack, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { PHOTO_LIMITS_LINE } from './photo-avatar-text';
import { PHOTO_ACCEPT } from './photo-rules';
import classes from './PhotoDropZone.module.css';

interface Props {
  previewUrl: string | null;
  problem: string | null;
  checking: boolean;
  disabled: boolean;
  onChoose(file: File | undefined): void;
}

/**
 * Where the portrait is chosen: click, drop a file, or Tab to it and press Enter or Space. The
 * zone is the label of a real file input (visually hidden, still focusable), so the keyboard,
 * screen readers and test tools all reach the same control, named 「选择照片」.
 */
export function PhotoDropZone({ previewUrl, problem, checking, disabled, onChoose }: Props) {
  const [dragging, setDragging] = useState(false);
  const problemId = useId();
  const drop = (e: DragEvent<HTMLLabelElement>) => {
    e.preventDefault();
    setDragging(false);
    if (!disabled) onChoose(e.dataTransfer.files[0]);
  };

  return (
    <Stack gap={6}>
      <label
        className={classes.zone}
        data-dragging={dragging || undefined}
        data-invalid={problem ? true : undefined}
        data-disabled={disabled || undefined}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(!disabled);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <input
          type="file"
          accept={PHOTO_ACCEPT}
          aria-label="选择照片"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          className={classes.input}
          disabled={disabled}
          data-autofocus
          onChange={(e) => {
            onChoose(e.currentTarget.files?.[0]);
            // Choosing the same file again after fixing nothing still runs the checks and shows why.
            e.currentTarget.value = '';
          }}
        />
        {previewUrl ? (
          <>
            <img src={previewUrl} alt="所选照片预览" className={classes.preview} />
            <Text size="xs" c="dimmed">
              点击或拖入另一张照片可更换
            </Text>
          </>
        ) : (
          <>
            <IconPhotoUp size={40} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />
            <Text fw={500}>点击选择照片，或把照片拖到这里</Text>
            <Text size="xs" c="dimmed">
              {PHOTO_LIMITS_LINE}
            </Text>
          </>
        )}
        {checking && <Loader size="sm" aria-label="正在检查照片" />}
      </label>
      {problem && (
        <Text size="sm" c="red.7" id={problemId} role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}

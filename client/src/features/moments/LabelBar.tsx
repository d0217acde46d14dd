import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, TextInput } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { MOMENT_LABEL_NAME_MAX } from '@portal/contracts/calls/moment/moment-schemas';
import { trpc, type RouterOutputs } from '../../lib/trpc';

type Label = RouterOutputs['moment']['labelQuery'][number];

/** The card's labels: add one, remove one (its moments stay). */
export function LabelBar({ projectId, labels }: { projectId: string; labels: Label[] }) {
  const utils = trpc.useUtils();
  const refresh = () => void utils.moment.invalidate();
  const [name, setName] = useState('');
  const add = trpc.moment.labelAdd.useMutation({
    onSuccess: () => {
      setName('');
      refresh();
    },
  });
  const remove = trpc.moment.labelRemove.useMutation({ onSuccess: refresh });
  return (
    <Group gap={6} align="center">
      {labels.map((l) => (
        <Badge
          key={l.id}
          variant="light"
          rightSection={
            <ActionIcon
              size="xs"
              variant="transparent"
              aria-label={`删除标签 ${l.name}`}
              onClick={() => remove.mutate({ id: l.id })}
            >
              <IconX size={10} />
            </ActionIcon>
          }
        >
          {l.name} · {l.momentCount}
        </Badge>
      ))}
      <TextInput
        size="xs"
        w={120}
        placeholder="新标签"
        aria-label="新标签名称"
        maxLength={MOMENT_LABEL_NAME_MAX}
        value={name}
        error={add.error?.message}
        onChange={(e) => setName(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && name.trim()) add.mutate({ projectId, name: name.trim() });
        }}
      />
      <Button
        size="compact-xs"
        variant="light"
        disabled={!name.trim()}
        onClick={() => add.mutate({ projectId, name: name.trim() })}
      >
        添加标签
      </Button>
    </Group>
  );
}

import { useState } from 'react';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { addSummary, CATEGORY_LABELS, LEVEL_LABELS, options, type LexiconCategory } from './labels';

/** Adds one or more words (separated by commas or spaces) to the company's list of the given kind. */
export function AddWordForm({ kind, onChanged }: { kind: 'block' | 'allow'; onChanged: () => void }) {
  const [text, setText] = useState('');
  const [level, setLevel] = useState<'SENSITIVE' | 'RISK'>('SENSITIVE');
  const [category, setCategory] = useState<LexiconCategory>('custom');
  const add = trpc.safety.addLexiconWords.useMutation({
    onSuccess: (r) => {
      toast.success(addSummary(r));
      setText('');
      onChanged();
    },
  });
  // Commas and line breaks separate words; a space may belong to a word (a Latin phrase).
  const words = text
    .split(/[,，、\n]/)
    .map((w) => w.trim())
    .filter(Boolean);
  const submit = () =>
    words.length && add.mutate({ words: words.map((word) => ({ word: word.slice(0, 50), kind, level, category })) });

  return (
    <Group align="flex-end" gap="xs">
      <TextInput
        label={kind === 'block' ? '添加敏感词' : '添加放行词'}
        placeholder="多个词语用逗号分隔"
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => e.key === 'Enter' && submit()}
        style={{ flex: 1 }}
        maxLength={2000}
      />
      {kind === 'block' && (
        <Select
          label="级别"
          w={110}
          data={options(LEVEL_LABELS)}
          value={level}
          onChange={(v) => v && setLevel(v as typeof level)}
          allowDeselect={false}
        />
      )}
      {kind === 'block' && (
        <Select
          label="分类"
          w={130}
          data={options(CATEGORY_LABELS)}
          value={category}
          onChange={(v) => v && setCategory(v as LexiconCategory)}
          allowDeselect={false}
        />
      )}
      <Button onClick={submit} disabled={words.length === 0} loading={add.isPending}>
        添加
      </Button>
    </Group>
  );
}

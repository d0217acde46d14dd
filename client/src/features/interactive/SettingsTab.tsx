import { useState } from 'react';
import { Button, Checkbox, Group, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconUserScan } from '@tabler/icons-react';
import { trpc } from '../../lib/trpc';
import { MomentsEditor } from '../moments/MomentsEditor';
import { AddressFields } from '../moments/AddressFields';
import { FaceDrawer } from '../face/FaceDrawer';
import { CardResourceEditor } from './CardResourceEditor';
import type { TalkConfig } from './talk-types';

/** Interaction modes the config offers (002 §3 interactiveModes [0,1,2]). */
const INTERACTIVE_MODES = [
  { value: 0, label: '直播间' },
  { value: 1, label: '视频通话' },
  { value: 2, label: '小窗视频' },
];

/** 设置: the config (002 §3) and the wake words; config edits auto-save like the persona. */
export function SettingsTab({
  projectId,
  config,
  onChange,
  withCard,
}: {
  projectId: string;
  config: TalkConfig;
  onChange(patch: Partial<TalkConfig>): void;
  withCard: boolean;
}) {
  const utils = trpc.useUtils();
  const words = trpc.wakeWord.wakeWordList.useQuery({ projectId });
  const add = trpc.wakeWord.wakeWordAdd.useMutation({
    onSuccess: () => {
      setWord('');
      void utils.wakeWord.wakeWordList.invalidate();
    },
  });
  const remove = trpc.wakeWord.wakeWordDelete.useMutation({
    onSuccess: () => void utils.wakeWord.wakeWordList.invalidate(),
  });
  const [word, setWord] = useState('');
  const [facesOpen, setFacesOpen] = useState(false);
  const str = (key: string) => {
    const value = config[key];
    return typeof value === 'string' ? value : '';
  };
  return (
    <Stack gap="sm" p="md" maw={640} component="section" aria-labelledby="settings-title">
      <Title order={2} size="h5" id="settings-title">
        名片信息
      </Title>
      <TextInput
        label="公司名称"
        value={str('companyName')}
        onChange={(e) => onChange({ companyName: e.currentTarget.value })}
      />
      <TextInput
        label="联系电话"
        value={str('customPhone')}
        onChange={(e) => onChange({ customPhone: e.currentTarget.value })}
      />
      <Switch
        label="隐藏电话"
        checked={Boolean(config.hidePhone)}
        onChange={(e) => onChange({ hidePhone: e.currentTarget.checked })}
      />
      <TextInput
        label="分享标题"
        value={str('cardShareTitle')}
        onChange={(e) => onChange({ cardShareTitle: e.currentTarget.value })}
      />
      <AddressFields
        value={{ province: str('province'), city: str('city'), county: str('county') }}
        onChange={(address) => onChange({ ...address })}
      />
      <Title order={2} size="h5" mt="md">
        互动
      </Title>
      <Checkbox.Group
        label="互动方式"
        value={config.interactiveModes.map(String)}
        onChange={(v) => onChange({ interactiveModes: v.map(Number).sort() })}
      >
        <Group mt={4}>
          {INTERACTIVE_MODES.map((m) => (
            <Checkbox key={m.value} value={String(m.value)} label={m.label} />
          ))}
        </Group>
      </Checkbox.Group>
      <Switch
        label="回复带表情"
        checked={config.withEmoji}
        onChange={(e) => onChange({ withEmoji: e.currentTarget.checked })}
      />
      <Switch
        label="唤醒词"
        checked={Boolean(config.withWakeWord)}
        onChange={(e) => onChange({ withWakeWord: e.currentTarget.checked })}
      />
      {Boolean(config.withWakeWord) && (
        <Stack gap={6}>
          <Group gap="xs" align="flex-end">
            <TextInput
              label="添加唤醒词"
              maxLength={20}
              value={word}
              onChange={(e) => setWord(e.currentTarget.value)}
            />
            <Button
              size="sm"
              disabled={!word.trim()}
              loading={add.isPending}
              onClick={() => add.mutate({ projectId, word: word.trim() })}
            >
              添加
            </Button>
          </Group>
          {(words.data ?? []).map((w) => (
            <Group key={w.id} gap="xs">
              <Text size="sm">{w.word}</Text>
              <Button size="compact-xs" variant="subtle" color="red" onClick={() => remove.mutate({ id: w.id })}>
                删除
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      <Title order={2} size="h5" mt="md">
        人脸识别
      </Title>
      <Group gap="sm">
        <Button variant="light" leftSection={<IconUserScan size={16} aria-hidden />} onClick={() => setFacesOpen(true)}>
          人脸信息
        </Button>
        <Text size="xs" c="dimmed">
          录入人员照片，一体机识别后称呼姓名问候
        </Text>
      </Group>
      <FaceDrawer projectId={projectId} opened={facesOpen} onClose={() => setFacesOpen(false)} />
      {withCard && <CardResourceEditor projectId={projectId} />}
      {withCard && <MomentsEditor projectId={projectId} />}
    </Stack>
  );
}

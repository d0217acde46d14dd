import { useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Input,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { ChevronDownIcon, PlayIcon, StopIcon } from '../../components/icons';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { useVoiceAudition, type AuditionState } from './use-voice-audition';

type Voice = RouterOutputs['voice']['getEditorVoiceList'][number];

/** Where a voice comes from, as a company knows the services. */
const SUPPLIER_LABELS: Record<string, string> = { local: '离线', azure: 'Azure', alibaba: '阿里云', tencent: '腾讯云' };

interface Props {
  value: string | null;
  onChange(bizId: string): void;
  label?: string;
}

/**
 * The voice of a scene or a card: a list of the voices the company may use, each with a play
 * button that auditions it (a sample sentence in that voice), so a voice is chosen by ear.
 */
export function VoicePicker({ value, onChange, label = '音色' }: Props) {
  const voices = trpc.voice.getEditorVoiceList.useQuery({}, { staleTime: 5 * 60_000 });
  const audition = useVoiceAudition();
  const [opened, setOpened] = useState(false);
  const [query, setQuery] = useState('');
  const current = voices.data?.find((v) => v.bizId === value);
  const shown = (voices.data ?? []).filter((v) => !query.trim() || v.name.includes(query.trim()));
  const toggle = (open: boolean) => {
    setOpened(open);
    if (!open) audition.stop();
  };

  return (
    <Input.Wrapper label={label} size="xs" style={{ flex: 1 }}>
      <Popover opened={opened} onChange={toggle} width={340} position="bottom-start" shadow="md" withinPortal>
        <Popover.Target>
          <Button
            variant="default"
            size="xs"
            fullWidth
            justify="space-between"
            rightSection={<ChevronDownIcon size={14} />}
            onClick={() => toggle(!opened)}
            aria-haspopup="dialog"
            aria-expanded={opened}
            aria-label={`${label}：${current?.name ?? '未选择'}`}
            data-testid="voice-picker"
          >
            {current?.name ?? (voices.isLoading ? '加载中' : '请选择音色')}
          </Button>
        </Popover.Target>
        <Popover.Dropdown p="xs">
          <TextInput
            size="xs"
            placeholder="搜索音色"
            aria-label="搜索音色"
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
            mb="xs"
          />
          <ScrollArea.Autosize mah={340} type="auto">
            <Stack gap={2} role="radiogroup" aria-label={label}>
              {shown.map((voice) => (
                <VoiceRow
                  key={voice.bizId}
                  voice={voice}
                  selected={voice.bizId === value}
                  audition={audition.stateOf(voice.bizId)}
                  onSelect={() => {
                    onChange(voice.bizId);
                    toggle(false);
                  }}
                  onAudition={() =>
                    audition.stateOf(voice.bizId) === 'idle' ? void audition.play(voice) : audition.stop()
                  }
                />
              ))}
              {shown.length === 0 && (
                <Text size="xs" c="dimmed" ta="center" py="sm">
                  没有匹配的音色
                </Text>
              )}
            </Stack>
          </ScrollArea.Autosize>
        </Popover.Dropdown>
      </Popover>
    </Input.Wrapper>
  );
}

interface RowProps {
  voice: Voice;
  selected: boolean;
  audition: AuditionState;
  onSelect(): void;
  onAudition(): void;
}

function VoiceRow({ voice, selected, audition, onSelect, onAudition }: RowProps) {
  const tags = voice.virtualHumanTagInfo.map((t) => t.name).join(' · ');
  return (
    <Group
      gap="xs"
      wrap="nowrap"
      px={6}
      py={4}
      data-testid="voice-option"
      data-voice={voice.bizId}
      style={{
        borderRadius: 6,
        background: selected ? 'var(--mantine-color-blue-light)' : undefined,
      }}
    >
      <ActionIcon
        variant={audition === 'idle' ? 'light' : 'filled'}
        radius="xl"
        size="md"
        onClick={onAudition}
        aria-label={audition === 'idle' ? `试听${voice.name}` : `停止试听${voice.name}`}
        aria-pressed={audition !== 'idle'}
        data-state={audition}
      >
        {audition === 'loading' ? (
          <Loader size={12} color="white" />
        ) : audition === 'playing' ? (
          <StopIcon size={12} />
        ) : (
          <PlayIcon size={12} />
        )}
      </ActionIcon>
      <UnstyledButton role="radio" aria-checked={selected} onClick={onSelect} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={selected ? 600 : 400} truncate>
          {voice.name}
        </Text>
        {tags && (
          <Text size="xs" c="dimmed" truncate>
            {tags}
          </Text>
        )}
      </UnstyledButton>
      <Badge size="xs" variant="outline" color={voice.supplier === 'local' ? 'gray' : 'blue'}>
        {SUPPLIER_LABELS[voice.supplier] ?? voice.supplier}
      </Badge>
    </Group>
  );
}

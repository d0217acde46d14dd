import { useEffect, useState } from 'react';
import {
  Button,
  Center,
  Group,
  Image,
  Loader,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { editorMessages } from '@portal/contracts';
import { dataReporter } from '../datareport/reporter';
import { toast } from '../../lib/toast';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { isPhotoAvatar } from '../photo-avatar/photo-rules';
import { resolveAvatarVoice, type SceneVoice } from './avatar-voice';

type Avatar = RouterOutputs['vh']['avatarList'][number];

export interface AvatarChoice {
  avatar: Avatar;
  voice: SceneVoice;
  /** The avatar's first posture, when it has any. */
  posture?: RouterOutputs['vh']['queryVhPosture'][number] | undefined;
  /** A photo avatar's picture shape (width / height), so its box can take it. */
  pictureAspect?: number | undefined;
}

/** The shape of a picture, read by decoding it; undefined when it cannot be read. */
async function pictureAspectOf(url: string): Promise<number | undefined> {
  const image = new window.Image();
  image.src = url;
  try {
    await image.decode();
    return image.naturalHeight > 0 ? image.naturalWidth / image.naturalHeight : undefined;
  } catch {
    return undefined;
  }
}

interface Props {
  opened: boolean;
  currentPersonaBizId: string | null;
  onConfirm(choice: AvatarChoice): void;
  onCancel(): void;
}

/** The industry option that means "no filter": the query then carries no industry (001 §3). */
const ALL = 'all';

/**
 * 切换形象 (001 §2, §4): industry dropdown, search on Enter, a grid of the company's studio avatars,
 * OK and Cancel. OK fetches the chosen avatar's default voice; a voice the list lacks is replaced by
 * the editor's default and reported as a warning. A list that fails to load closes the dialog.
 */
export function AvatarSwitchDialog({ opened, currentPersonaBizId, onConfirm, onCancel }: Props) {
  const utils = trpc.useUtils();
  const [draftName, setDraftName] = useState('');
  const [name, setName] = useState('');
  const [industry, setIndustry] = useState(ALL);
  const [chosen, setChosen] = useState<string | null>(currentPersonaBizId);
  const [confirming, setConfirming] = useState(false);
  const industries = trpc.vh.industryList.useQuery({}, { enabled: opened, staleTime: 5 * 60_000 });
  const avatars = trpc.vh.avatarList.useQuery(
    { vhModelType: 'Studio', name, ...(industry === ALL ? {} : { industry }) },
    { enabled: opened, placeholderData: (previous) => previous },
  );

  useEffect(() => {
    if (opened) setChosen(currentPersonaBizId);
  }, [opened, currentPersonaBizId]);

  // 001 §4: a load failure calls the cancel callback (the failure itself is toasted by the call link).
  useEffect(() => {
    if (opened && avatars.isError) onCancel();
  }, [opened, avatars.isError, onCancel]);

  const confirm = async () => {
    const avatar = avatars.data?.find((a) => a.personaBizId === chosen);
    if (!avatar) {
      toast.error(editorMessages.avatarRequired);
      return;
    }
    setConfirming(true);
    try {
      const [defaults, voices, postures] = await Promise.all([
        utils.voice.avatarDefaultVoice.fetch({ bizId: avatar.personaBizId }),
        utils.voice.getEditorVoiceList.fetch({}),
        utils.vh.queryVhPosture.fetch({ personaBizId: avatar.personaBizId }),
      ]);
      const resolved = resolveAvatarVoice(defaults, voices);
      if (!resolved) {
        toast.error('暂无可用音色');
        return;
      }
      if (resolved.missingVoiceBizId) {
        dataReporter.track({
          eventName: 'warning:avatarDefaultVoiceMissing',
          value: { personaBizId: avatar.personaBizId, voiceBizId: resolved.missingVoiceBizId },
        });
      }
      const posture = postures[0];
      const pictureAspect =
        posture && isPhotoAvatar(avatar.personaBizId) ? await pictureAspectOf(posture.imageUrl) : undefined;
      onConfirm({ avatar, voice: resolved.voice, posture, pictureAspect });
    } catch {
      // Reported by the call link; the dialog stays open so the person can try again.
    } finally {
      setConfirming(false);
    }
  };

  const industryOptions = [{ value: ALL, label: '全部行业' }, ...(industries.data ?? [])];

  return (
    <Modal opened={opened} onClose={onCancel} title={editorMessages.switchAvatarTitle} size="lg" centered>
      <Stack>
        <Group grow>
          <Select
            label="行业"
            data={industryOptions}
            value={industry}
            onChange={(v) => setIndustry(v ?? ALL)}
            allowDeselect={false}
          />
          <TextInput
            label="搜索"
            placeholder="输入名称后按回车搜索"
            value={draftName}
            onChange={(e) => setDraftName(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') setName(draftName.trim());
            }}
          />
        </Group>
        {avatars.isLoading ? (
          <Center h={200}>
            <Loader aria-label="数字人加载中" />
          </Center>
        ) : (avatars.data ?? []).length === 0 ? (
          <Center h={200}>
            <Text c="dimmed">没有找到数字人</Text>
          </Center>
        ) : (
          <SimpleGrid cols={4} role="listbox" aria-label="数字人">
            {(avatars.data ?? []).map((avatar) => {
              const selected = avatar.personaBizId === chosen;
              return (
                <UnstyledButton
                  key={avatar.personaBizId}
                  role="option"
                  aria-selected={selected}
                  onClick={() => setChosen(avatar.personaBizId)}
                  style={{
                    border: `2px solid var(--mantine-color-${selected ? 'blue-6' : 'gray-3'})`,
                    borderRadius: 8,
                    padding: 4,
                  }}
                >
                  <Image src={avatar.summaryImage} alt="" h={120} fit="contain" bg="gray.1" radius="sm" />
                  <Text size="sm" ta="center" mt={4} truncate>
                    {avatar.name}
                  </Text>
                </UnstyledButton>
              );
            })}
          </SimpleGrid>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            取消
          </Button>
          <Button onClick={() => void confirm()} loading={confirming}>
            确定
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

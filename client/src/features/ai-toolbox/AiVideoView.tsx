import { useEffect, useRef, useState } from 'react';
import {
  Avatar,
  Button,
  Card,
  Checkbox,
  CloseButton,
  FileButton,
  Group,
  Image,
  Menu,
  Progress,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import {
  actionMessages,
  AI_VIDEO_MATERIALS_MAX,
  AI_VIDEO_SCRIPT_MAX_LENGTH,
  aiToolboxMessages,
} from '@portal/contracts';
import { toast } from '../../lib/toast';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { AvatarSwitchDialog } from '../avatar-switch/AvatarSwitchDialog';
import { formatDuration } from '../media/upload-rules';
import { RewritePopover } from './RewritePopover';
import { RiskNote } from './RiskNote';
import { aiVideoSubmitFailure, materialTypeOf, type MatchChoice } from './toolbox-rules';
import { toolbox, useToolbox } from './toolbox-store';
import { useLiveCheck } from './use-live-check';
import { useMaterialUploads } from './use-material-uploads';

/** The employee the task is made for; the avatar switch hands back only these fields. */
type Employee = Pick<RouterOutputs['vh']['digitalEmployeeList'][number], 'personaBizId' | 'name' | 'summaryImage'>;

/** Smart video (智能视频, 001 §2, §4, §5): digital employee, ratio, materials and a script become a task. */
export function AiVideoView() {
  const { defaultText } = useToolbox();
  const employees = trpc.vh.digitalEmployeeList.useQuery({ vhModelType: 'Studio' });
  const [chosen, setChosen] = useState<Employee | null>(null);
  const [switching, setSwitching] = useState(false);
  const [ratio, setRatio] = useState<'16:9' | '9:16' | null>('16:9');
  const [matchTypes, setMatchTypes] = useState<MatchChoice[]>(['PEXELS']);
  const [script, setScript] = useState(defaultText);
  const materials = useMaterialUploads();
  const live = useLiveCheck(script);
  const submitting = useRef(false);
  const submit = trpc.aiVideoTask.aiVideoTaskSubmit.useMutation();
  // 001 §7: the first digital employee is used until another is chosen.
  const employee = chosen ?? employees.data?.[0] ?? null;
  useEffect(
    () => toolbox.setDirty(script.trim() !== '' || materials.items.length > 0),
    [script, materials.items.length],
  );

  const onSubmit = async () => {
    // 001 §4: a second submit while one is on its way is ignored.
    if (submitting.current) return;
    submitting.current = true;
    try {
      const uploaded = materials.items.filter((m) => m.url);
      const form = {
        vhBizId: employee?.personaBizId ?? null,
        videoRatio: ratio,
        matchTypes,
        materialCount: uploaded.length,
        script,
        checkPassed: live.passed,
      };
      let failure = aiVideoSubmitFailure(form);
      if (!failure && live.passed === null)
        failure = aiVideoSubmitFailure({ ...form, checkPassed: await live.checkNow() });
      if (failure) return void toast.error(failure);
      if (materials.uploading) return void toast.error('素材上传中，请稍候');
      await submit.mutateAsync({
        text: script.trim(),
        videoSize: ratio!,
        materialType: materialTypeOf(matchTypes)!,
        vhBizId: employee!.personaBizId,
        vhName: employee!.name,
        xbVideoMaterialList: matchTypes.includes('XB_MATERIAL')
          ? uploaded.map((m) => ({ url: m.url!, mediaTypeEnum: m.isVideo ? ('video' as const) : ('graph' as const) }))
          : [],
      });
      toast.success(aiToolboxMessages.taskSubmitted);
      toolbox.go('TaskList');
    } catch {
      // the call's toast says why
    } finally {
      submitting.current = false;
    }
  };

  const length = [...script].length;
  return (
    <Stack gap="md">
      <Card withBorder padding="sm">
        <Group justify="space-between">
          <Group>
            {employee && <Avatar src={employee.summaryImage} size="lg" radius="sm" alt="" />}
            <Stack gap={0}>
              <Text fw={600}>数字员工</Text>
              <Text size="sm" c="dimmed" data-testid="ai-video-employee">
                {employee?.name ?? '暂无数字员工'}
              </Text>
            </Stack>
          </Group>
          <Button size="xs" variant="default" onClick={() => setSwitching(true)}>
            切换形象
          </Button>
        </Group>
      </Card>
      <Radio.Group label="视频比例" value={ratio ?? ''} onChange={(v) => setRatio(v as '16:9' | '9:16')}>
        <Group mt={4}>
          <Radio value="16:9" label="16:9 横屏" />
          <Radio value="9:16" label="9:16 竖屏" />
        </Group>
      </Radio.Group>
      <Checkbox.Group label="素材匹配" value={matchTypes} onChange={(v) => setMatchTypes(v as MatchChoice[])}>
        <Group mt={4}>
          <Checkbox value="PEXELS" label="智能匹配素材" />
          <Checkbox value="XB_MATERIAL" label="自定义素材" />
        </Group>
      </Checkbox.Group>
      {matchTypes.includes('XB_MATERIAL') && (
        <Stack gap="xs">
          <Group>
            <FileButton multiple accept=".jpg,.jpeg,.png,.webp,.mov,.mp4" onChange={(files) => materials.add(files)}>
              {(props) => (
                <Button
                  size="xs"
                  variant="default"
                  {...props}
                  disabled={materials.items.length >= AI_VIDEO_MATERIALS_MAX}
                >
                  上传素材
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed">
              图片10M、视频300M以内，最多{AI_VIDEO_MATERIALS_MAX}个
            </Text>
          </Group>
          <SimpleGrid cols={5}>
            {materials.items.map((m) => (
              <Card key={m.id} withBorder padding={4} pos="relative" aria-label={m.name}>
                <CloseButton
                  size="xs"
                  pos="absolute"
                  top={2}
                  right={2}
                  style={{ zIndex: 1 }}
                  aria-label={`移除 ${m.name}`}
                  onClick={() => materials.remove(m.id)}
                />
                {m.isVideo ? (
                  <video src={m.preview} muted style={{ width: '100%', height: 64, objectFit: 'cover' }} />
                ) : (
                  <Image src={m.preview} h={64} fit="cover" alt="" />
                )}
                {m.isVideo && <Text size="xs">{formatDuration(m.durationMs)}</Text>}
                {m.url === null && !m.failed && (
                  <Progress size="xs" value={m.progress * 100} aria-label={`上传 ${m.name}`} />
                )}
                {m.failed && (
                  <Text size="xs" c="red">
                    上传失败
                  </Text>
                )}
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      )}
      <Stack gap={4}>
        <Group justify="space-between">
          <Text fw={500} size="sm">
            脚本
          </Text>
          <Group gap="xs">
            <Menu zIndex={400}>
              <Menu.Target>
                <Button size="xs" variant="light">
                  脚本工具
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={() => toolbox.go('AIText')}>AI文案</Menu.Item>
                <Menu.Item onClick={() => toolbox.go('AIStyle', { styleTab: 'rewrite' })}>
                  {aiToolboxMessages.styleRewriteEntry}
                </Menu.Item>
                <Menu.Item onClick={() => toolbox.go('AIStyle', { styleTab: 'fission', defaultText: script })}>
                  {aiToolboxMessages.scriptSplitEntry}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
            <RewritePopover text={script} onResult={setScript} />
          </Group>
        </Group>
        <Textarea
          aria-label="脚本"
          autosize
          minRows={5}
          value={script}
          placeholder="输入视频脚本"
          onChange={(e) => setScript(e.currentTarget.value)}
          onBlur={live.onBlur}
          error={length > AI_VIDEO_SCRIPT_MAX_LENGTH ? `最多${AI_VIDEO_SCRIPT_MAX_LENGTH}字` : undefined}
          description={`${length}/${AI_VIDEO_SCRIPT_MAX_LENGTH}`}
        />
        <RiskNote check={live.check} />
      </Stack>
      <Group justify="flex-end">
        <Button variant="default" onClick={toolbox.requestBack}>
          {actionMessages.cancel}
        </Button>
        <Button onClick={() => void onSubmit()} loading={submit.isPending}>
          {aiToolboxMessages.submitTask}
        </Button>
      </Group>
      <AvatarSwitchDialog
        opened={switching}
        currentPersonaBizId={employee?.personaBizId ?? null}
        onCancel={() => setSwitching(false)}
        onConfirm={({ avatar }) => {
          setChosen({ personaBizId: avatar.personaBizId, name: avatar.name, summaryImage: avatar.summaryImage });
          setSwitching(false);
        }}
      />
    </Stack>
  );
}

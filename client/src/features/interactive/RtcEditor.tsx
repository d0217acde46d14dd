import { useState } from 'react';
import { Badge, Button, Group, Modal, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { actionMessages, talkProjectMessages } from '@portal/contracts';
import { businessCodeOf, messageOf } from '../../lib/call-errors';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { CallPageTab } from './CallPageTab';
import { KnowledgeTab } from './knowledge/KnowledgeTab';
import { PersonaResumeTab } from './PersonaResumeTab';
import { SettingsTab } from './SettingsTab';
import { ShareModal } from './ShareModal';
import { StaffRecordTab } from './StaffRecordTab';
import { MODE_LABELS, type EditorTab, type Persona, type TalkConfig, type TalkProject } from './talk-types';
import { SAVE_STATUS_LABEL, useTalkAutosave } from './use-talk-autosave';
import { TestChatPanel } from './TestChatPanel';

/** Code of a failed §5 check; its data names the check and, for 8 and 9, the resume tab. */
const CHECK_FAILED = 4100;
const businessDataOf = (e: unknown) =>
  ((e as { data?: { businessData?: unknown } } | null)?.data?.businessData ?? null) as {
    check?: number;
    tab?: string | null;
  } | null;

/** The rtc project editor (002 §2): tabs 员工档案, 人设简历, 设置, 通话页配置, 知识库, publishing and sharing. */
export function RtcEditor({ project }: { project: TalkProject }) {
  const utils = trpc.useUtils();
  const [tab, setTab] = useState<EditorTab>('staff');
  const [persona, setPersona] = useState<Persona>(project.csPersonDesign);
  const [config, setConfig] = useState<TalkConfig>(project.config);
  const [visibility, setVisibility] = useState(project.visibility);
  const [warning, setWarning] = useState<string | null>(null);
  const [sharing, setSharing] = useState(false);
  const [adorning, setAdorning] = useState(false);
  const autosave = useTalkAutosave(project.projectId, (saved) => {
    // The server records what the moderation flagged (002 §5 check 9).
    setPersona((p) => ({ ...p, sensitive: saved.csPersonDesign.sensitive }));
  });
  const publish = trpc.talkProject.projectV2Publish.useMutation({ trpc: { context: { silent: true } } });
  const cancel = trpc.talkProject.cancelV2Publish.useMutation({
    onSuccess: () => {
      setVisibility(false);
      toast.success('已取消发布');
    },
  });

  const editPersona = (patch: Partial<Persona>) => {
    setPersona((p) => ({ ...p, ...patch }));
    autosave.schedule({ csPersonDesign: patch });
  };
  const editConfig = (patch: Partial<TalkConfig>) => {
    setConfig((c) => ({ ...c, ...patch }));
    autosave.schedule({ config: patch });
  };
  const doPublish = async () => {
    if (adorning) return setWarning('请先完成或取消装饰');
    if (!(await autosave.flush())) return;
    try {
      await publish.mutateAsync({ projectId: project.projectId });
      setVisibility(true);
      void utils.talkProject.projectList.invalidate();
      toast.success('发布成功');
      setSharing(true);
    } catch (e) {
      if (businessCodeOf(e) === CHECK_FAILED && businessDataOf(e)?.tab === 'resume') setTab('resume');
      setWarning(messageOf(e));
    }
  };

  return (
    <Stack gap={0} h="100vh">
      <Group justify="space-between" px="md" py="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Group gap="sm">
          <Button component={Link} to="/home/premiumInteractive" variant="subtle" size="xs">
            返回
          </Button>
          <Title order={1} size="h5">
            {project.title}
          </Title>
          <Badge variant="light">{MODE_LABELS[project.publishType]}</Badge>
          {project.isTemplate && (
            <Badge color="grape" variant="light">
              模板
            </Badge>
          )}
          <Text size="xs" c="dimmed" aria-live="polite">
            {SAVE_STATUS_LABEL[autosave.status]}
          </Text>
        </Group>
        {!project.isTemplate && (
          <Group gap="xs">
            <Badge color={visibility ? 'green' : 'gray'}>{visibility ? '已发布' : '未发布'}</Badge>
            <TestChatPanel projectId={project.projectId} mode={project.publishType} />
            <Button size="xs" variant="default" onClick={() => setSharing(true)}>
              分享
            </Button>
            {visibility && (
              <Button
                size="xs"
                variant="default"
                loading={cancel.isPending}
                onClick={() => cancel.mutate({ projectId: project.projectId })}
              >
                取消发布
              </Button>
            )}
            <Button size="xs" loading={publish.isPending} onClick={() => void doPublish()}>
              发布
            </Button>
          </Group>
        )}
      </Group>
      <Tabs
        value={tab}
        onChange={(v) => v && setTab(v as EditorTab)}
        style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}
      >
        <Tabs.List px="md">
          <Tabs.Tab value="staff">{talkProjectMessages.tabStaffRecord}</Tabs.Tab>
          <Tabs.Tab value="resume">{talkProjectMessages.tabPersonaResume}</Tabs.Tab>
          <Tabs.Tab value="settings">{talkProjectMessages.tabSettings}</Tabs.Tab>
          <Tabs.Tab value="callPage">{talkProjectMessages.tabCallPageConfig}</Tabs.Tab>
          {!project.isTemplate && <Tabs.Tab value="knowledge">{talkProjectMessages.tabKnowledge}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="staff" style={{ flex: 1, minHeight: 0, display: 'flex' }}>
          <StaffRecordTab
            projectId={project.projectId}
            dataJson={project.dataJson}
            onDirty={setAdorning}
            onSaved={() => void utils.talkProject.projectGet.invalidate()}
          />
        </Tabs.Panel>
        <Tabs.Panel value="resume" style={{ overflowY: 'auto' }}>
          <PersonaResumeTab persona={persona} onChange={editPersona} />
        </Tabs.Panel>
        <Tabs.Panel value="settings" style={{ overflowY: 'auto' }}>
          <SettingsTab
            projectId={project.projectId}
            config={config}
            onChange={editConfig}
            withCard={project.publishType === 'card' && !project.isTemplate}
          />
        </Tabs.Panel>
        <Tabs.Panel value="callPage" style={{ overflowY: 'auto' }}>
          <CallPageTab config={config} onChange={editConfig} />
        </Tabs.Panel>
        {!project.isTemplate && (
          <Tabs.Panel value="knowledge" style={{ overflowY: 'auto' }}>
            <KnowledgeTab projectId={project.projectId} nluTaskId={project.nluTaskId ?? null} />
          </Tabs.Panel>
        )}
      </Tabs>
      <Modal
        opened={warning !== null}
        onClose={() => setWarning(null)}
        title={actionMessages.promptTitle}
        size={584}
        centered
      >
        <Text mb="lg" role="alert">
          {warning}
        </Text>
        <Group justify="flex-end">
          <Button onClick={() => setWarning(null)}>确定</Button>
        </Group>
      </Modal>
      {!project.isTemplate && (
        <ShareModal projectId={project.projectId} opened={sharing} onClose={() => setSharing(false)} />
      )}
    </Stack>
  );
}

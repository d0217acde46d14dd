import { Alert, Select, Stack, TagsInput, Textarea, TextInput, Title } from '@mantine/core';
import { PERSONA_PROFILE_FIELD_MAX } from '@portal/contracts';
import { trpc } from '../../lib/trpc';
import type { Persona } from './talk-types';

/** Age tiers shown as three labels over the audience keys (002 §3). */
const AGE_OPTIONS = [
  { value: 'earlySchoolYears', label: '少年' },
  { value: 'youngAdulthood', label: '青年' },
  { value: 'middleAdulthood', label: '资深' },
];

const FIELD_LABELS: Record<string, string> = {
  displayName: '员工名称',
  roles: '岗位职称',
  hobbies: '兴趣爱好',
  backstory: '背景故事',
  motivation: '动机与目标',
  knowledge: '知识储备',
  dialogueStyle: '对话示例',
  replyBlock: '禁忌词',
  workTasks: '工作任务',
  concernUseInfo: '关注用户信息',
  industryKnowledge: '核心业务',
};

/** 人设简历: the persona (csPersonDesign, 002 §3); every edit auto-saves with the 300 ms debounce. */
export function PersonaResumeTab({ persona, onChange }: { persona: Persona; onChange(patch: Partial<Persona>): void }) {
  const styles = trpc.talkProject.personaStyle.useQuery(undefined, { staleTime: Infinity });
  const text = (key: string) => {
    const value = persona[key];
    return typeof value === 'string' ? value : '';
  };
  const flagged = Object.entries(persona.sensitive ?? {}).filter(([, hits]) => hits.length > 0);
  const area = (key: string, max?: number) => (
    <Textarea
      key={key}
      label={FIELD_LABELS[key]}
      autosize
      minRows={2}
      maxLength={max}
      value={text(key)}
      onChange={(e) => onChange({ [key]: e.currentTarget.value })}
      description={max ? `${text(key).length}/${max}` : undefined}
      error={persona.sensitive?.[key]?.length ? '包含敏感信息' : undefined}
    />
  );
  return (
    <Stack gap="sm" p="md" maw={760} component="section" aria-labelledby="resume-title">
      <Title order={2} size="h5" id="resume-title">
        角色定义
      </Title>
      {flagged.length > 0 && (
        <Alert color="red" role="alert">
          敏感内容：{flagged.map(([field, hits]) => `${FIELD_LABELS[field] ?? field}（${hits.join('、')}）`).join('；')}
        </Alert>
      )}
      <TextInput
        label={FIELD_LABELS.displayName}
        required
        maxLength={50}
        value={persona.displayName}
        onChange={(e) => onChange({ displayName: e.currentTarget.value })}
      />
      <TagsInput
        label={FIELD_LABELS.roles}
        placeholder="输入后回车"
        value={persona.roles ?? []}
        onChange={(roles) => onChange({ roles })}
      />
      <Select
        label="性格风格"
        data={(styles.data ?? []).map((s) => ({ value: s.code, label: s.name }))}
        value={text('personaStyle') || null}
        onChange={(v) => onChange({ personaStyle: v ?? '' })}
      />
      <Select
        label="年龄段"
        data={AGE_OPTIONS}
        value={text('ageStageCode') || null}
        onChange={(v) => v && onChange({ ageStageCode: v })}
      />
      {area('industryKnowledge', PERSONA_PROFILE_FIELD_MAX)}
      {area('workTasks', PERSONA_PROFILE_FIELD_MAX)}
      {area('concernUseInfo', PERSONA_PROFILE_FIELD_MAX)}
      <TagsInput
        label={FIELD_LABELS.hobbies}
        placeholder="输入后回车"
        value={persona.hobbies}
        onChange={(hobbies) => onChange({ hobbies })}
      />
      {area('backstory')}
      {area('motivation')}
      {area('knowledge')}
      {area('dialogueStyle')}
      {area('replyBlock')}
    </Stack>
  );
}

import { useState } from 'react';
import { Stack, Tabs } from '@mantine/core';
import { DocumentsSection } from './DocumentsSection';
import { FaqSection } from './FaqSection';
import { MissedQuestionsSection } from './MissedQuestionsSection';
import { ResponsesSection } from './ResponsesSection';
import { TrainingPanel } from './TrainingPanel';

type Section = 'faq' | 'missed' | 'responses' | 'documents';

/** 知识库: what the digital human answers from (002 §3 talkJson, §7) and its training. */
export function KnowledgeTab({ projectId, nluTaskId }: { projectId: string; nluTaskId: string | null }) {
  const [section, setSection] = useState<Section>('faq');
  return (
    <Stack gap="sm" p="md" component="section" aria-label="知识库">
      <TrainingPanel projectId={projectId} initialTaskId={nluTaskId} />
      <Tabs value={section} onChange={(v) => v && setSection(v as Section)} variant="pills">
        <Tabs.List mb="sm">
          <Tabs.Tab value="faq">问答库</Tabs.Tab>
          <Tabs.Tab value="missed">待完善的问题</Tabs.Tab>
          <Tabs.Tab value="responses">回复语</Tabs.Tab>
          <Tabs.Tab value="documents">文档资料</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="faq">
          <FaqSection projectId={projectId} />
        </Tabs.Panel>
        <Tabs.Panel value="missed">
          {/* Read when opened: visitors keep asking while the editor is open. */}
          {section === 'missed' && <MissedQuestionsSection projectId={projectId} />}
        </Tabs.Panel>
        <Tabs.Panel value="responses">
          <ResponsesSection projectId={projectId} />
        </Tabs.Panel>
        <Tabs.Panel value="documents">
          <DocumentsSection projectId={projectId} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

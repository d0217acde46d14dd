import { IconArrowLeft } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { ActionIcon, Button, Center, Group, Loader, Modal, Text, Title } from '@mantine/core';
import { actionMessages, aiToolboxMessages, shellMessages } from '@portal/contracts';
import { toolbox, useToolbox, type ToolboxView } from './toolbox-store';
import { TaskListView } from './TaskListView';

const AiTextView = lazy(() => import('./AiTextView').then((m) => ({ default: m.AiTextView })));
const AiStyleView = lazy(() => import('./AiStyleView').then((m) => ({ default: m.AiStyleView })));
const AiVideoView = lazy(() => import('./AiVideoView').then((m) => ({ default: m.AiVideoView })));

const TOOL_NAMES: Record<Exclude<ToolboxView, 'TaskList'>, string> = {
  AIText: 'AI文案',
  AIStyle: '脚本工具',
  AIVideo: aiToolboxMessages.smartVideoEntry,
};

/** The AI toolbox (001 §2): one modal, four views; sub-views carry a back header with the tool's name. */
export function AiToolboxModal() {
  const state = useToolbox();
  const { confirming } = state;

  const sub = state.view !== 'TaskList';
  return (
    <>
      <Modal
        opened={state.opened}
        onClose={toolbox.requestClose}
        closeOnEscape={confirming === null}
        size="1200px"
        centered
        title={
          sub ? (
            <Group gap="xs">
              <ActionIcon variant="subtle" color="gray" aria-label="返回" onClick={toolbox.requestBack}>
                <IconArrowLeft size={16} aria-hidden />
              </ActionIcon>
              <Title order={2} size="h4">
                {TOOL_NAMES[state.view as Exclude<ToolboxView, 'TaskList'>]}
              </Title>
            </Group>
          ) : (
            <Title order={2} size="h4">
              {shellMessages.aiToolbox}
            </Title>
          )
        }
      >
        <Suspense
          fallback={
            <Center py="xl">
              <Loader aria-label="加载中" />
            </Center>
          }
        >
          {state.view === 'TaskList' && <TaskListView />}
          {state.view === 'AIText' && <AiTextView key={`text-${state.defaultText}`} />}
          {state.view === 'AIStyle' && <AiStyleView />}
          {state.view === 'AIVideo' && <AiVideoView key={`video-${state.defaultText}`} />}
        </Suspense>
      </Modal>
      <Modal
        opened={confirming !== null}
        onClose={toolbox.cancelPending}
        title={actionMessages.promptTitle}
        centered
        size="sm"
        zIndex={300}
      >
        <Text mb="lg">
          {confirming === 'close' ? aiToolboxMessages.confirmCloseUnsaved : aiToolboxMessages.confirmBackUnsaved}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={toolbox.cancelPending}>
            {actionMessages.cancel}
          </Button>
          <Button onClick={toolbox.confirmPending}>{actionMessages.confirm}</Button>
        </Group>
      </Modal>
    </>
  );
}

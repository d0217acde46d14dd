import { useEffect, useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { FAQ_ANSWER_MAX, FAQ_QUESTION_MAX, knowledgeMessages } from '@portal/contracts';
import { messageOf } from '../../../lib/call-errors';
import { trpc } from '../../../lib/trpc';
import { FaqSafetyNotice } from './FaqSafetyNotice';
import {
  canAddAnswer,
  draftIsValid,
  draftOf,
  emptyDraft,
  fieldsOf,
  validateDraft,
  type FaqDraft,
  type FaqItem,
} from './faq-form';

/**
 * Adds a FAQ item, or edits `item`; errors of the form and of the server show in place. A save whose
 * item holds a word the conversation check blocks stays open with the server's warnings: the item
 * is saved (the list refreshes), and saving again after an edit updates that same item.
 */
export function FaqDialog({
  projectId,
  opened,
  item,
  onClose,
  onSaved,
}: {
  projectId: string;
  opened: boolean;
  item: FaqItem | null;
  onClose(): void;
  /** After each save; `warned` when the dialog stays open to show the warnings. */
  onSaved(warned: boolean): void;
}) {
  const [draft, setDraft] = useState<FaqDraft>(emptyDraft);
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [warnings, setWarnings] = useState<string[]>([]);
  /** The item this dialog saved: a second save updates it instead of creating another. */
  const [savedId, setSavedId] = useState<string | null>(null);
  const silent = { trpc: { context: { silent: true } } };
  const create = trpc.faq.faqCreate.useMutation(silent);
  const update = trpc.faq.faqUpdate.useMutation(silent);

  useEffect(() => {
    if (!opened) return;
    setDraft(item ? draftOf(item) : emptyDraft());
    setTouched(false);
    setServerError(null);
    setWarnings([]);
    setSavedId(null);
  }, [opened, item]);

  const errors = validateDraft(draft);
  const shown = touched ? errors : { answers: [] as (string | undefined)[] };
  const setAnswer = (index: number, text: string) =>
    setDraft((d) => ({ ...d, answers: d.answers.map((a, i) => (i === index ? { ...a, text } : a)) }));

  const save = async () => {
    setTouched(true);
    if (!draftIsValid(errors)) return;
    setServerError(null);
    try {
      const id = item?.id ?? savedId;
      const saved = id
        ? await update.mutateAsync({ id, ...fieldsOf(draft) })
        : await create.mutateAsync({ projectId, ...fieldsOf(draft), extra: {} });
      setSavedId(saved.id);
      const found = (saved.warnings ?? []).map((w) => w.message);
      setWarnings(found);
      onSaved(found.length > 0);
    } catch (e) {
      setServerError(messageOf(e));
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={item ? '编辑问答' : '添加问答'} size="lg" centered>
      <Stack gap="sm">
        <TextInput
          label="标准问题"
          required
          maxLength={FAQ_QUESTION_MAX}
          value={draft.standardQuestion}
          error={shown.standardQuestion}
          onChange={(e) => setDraft({ ...draft, standardQuestion: e.currentTarget.value })}
        />
        <Textarea
          label="相似问题"
          description="每行一个"
          autosize
          minRows={2}
          maxRows={8}
          value={draft.similarText}
          error={shown.similarText}
          onChange={(e) => setDraft({ ...draft, similarText: e.currentTarget.value })}
        />
        {draft.answers.map((a, i) => (
          <Group key={i} align="flex-start" gap="xs" wrap="nowrap">
            <Textarea
              style={{ flex: 1 }}
              label={`答案${i + 1}`}
              required={i === 0}
              autosize
              minRows={2}
              maxRows={6}
              maxLength={FAQ_ANSWER_MAX}
              value={a.text}
              error={shown.answers[i]}
              onChange={(e) => setAnswer(i, e.currentTarget.value)}
            />
            {draft.answers.length > 1 && (
              <Button
                mt={24}
                size="compact-sm"
                variant="subtle"
                color="red"
                aria-label={`删除答案${i + 1}`}
                onClick={() => setDraft((d) => ({ ...d, answers: d.answers.filter((_, j) => j !== i) }))}
              >
                删除
              </Button>
            )}
          </Group>
        ))}
        {canAddAnswer(draft) && (
          <Button
            variant="light"
            size="xs"
            style={{ alignSelf: 'flex-start' }}
            onClick={() => setDraft((d) => ({ ...d, answers: [...d.answers, { text: '' }] }))}
          >
            添加答案
          </Button>
        )}
        <Switch
          label="推荐"
          checked={draft.isRecommend}
          onChange={(e) => setDraft({ ...draft, isRecommend: e.currentTarget.checked })}
        />
        {serverError && (
          <Alert color="red" role="alert">
            {serverError}
          </Alert>
        )}
        {warnings.length > 0 && <FaqSafetyNotice title={knowledgeMessages.faqWarningSavedTitle} messages={warnings} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {warnings.length > 0 ? '关闭' : '取消'}
          </Button>
          <Button loading={create.isPending || update.isPending} onClick={() => void save()}>
            保存
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

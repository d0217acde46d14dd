import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Group, List, Loader, Menu, Popover, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { speechDocFrom, toSsml } from '@portal/workers/core/ssml/canonical';
import { plainText, SAY_AS_KINDS, type SayAsKind } from '@portal/workers/core/ssml/model';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { readingsInWorker } from '../../lib/workers/ssml-worker';
import {
  fromMarkupText,
  hasMarkup,
  insertPause,
  markPolyphone,
  markSayAs,
  markSubstitution,
  markWord,
  SAY_AS_LABELS,
  selectionProblem,
  toMarkupText,
  type TextEdit,
} from './markup-text';
import { useSpeechCheck } from './use-speech-check';

/** 001 §9: text per scene. */
export const MAX_SCENE_TEXT = 10_000;
/** Pauses the menu offers (ms); other lengths can be typed into the token. */
const PAUSES = [200, 500, 1000, 2000];

interface Props {
  /** The stored spoken text: plain text, or SSML when it carries markup. */
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  /** The chosen voice's provider and language, for the provider rules (e.g. Azure polyphones). */
  provider: string | null;
  voiceCode: string | null;
}

/** The stored form of the editor's text: SSML when it carries markup, else the plain text. */
export function storedText(markupText: string): string {
  const doc = fromMarkupText(markupText);
  return hasMarkup(doc) ? toSsml(doc) : plainText(doc);
}

/**
 * The scene's spoken text with the speech markup tools (001 §4–§5): pause, word grouping, polyphone
 * reading (from the dictionary), say-as and substitution, written into the text as brace tokens. The
 * tools show only when the SSML_EDIT authorisation allows them. The speech worker validates 500 ms
 * after typing stops and the problems are listed with the text they concern.
 */
export function SceneTextEditor({ value, onChange, onBlur, provider, voiceCode }: Props) {
  const [text, setText] = useState(() => toMarkupText(speechDocFrom(value)));
  const emitted = useRef(value);
  const area = useRef<HTMLTextAreaElement>(null);
  const auth = trpc.voice.ssmlEditAuthCheck.useQuery({ bizType: 'SSML_EDIT' }, { staleTime: 10 * 60_000 });

  // A new value from outside (undo, another scene) replaces the text; our own echo does not.
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    setText(toMarkupText(speechDocFrom(value)));
  }, [value]);

  const doc = useMemo(() => fromMarkupText(text), [text]);
  const spoken = useMemo(() => plainText(doc), [doc]);
  const issues = useSpeechCheck(doc, provider, voiceCode);

  const change = (next: string, caret?: number) => {
    setText(next);
    const stored = storedText(next);
    emitted.current = stored;
    onChange(stored);
    if (caret !== undefined) {
      requestAnimationFrame(() => {
        area.current?.focus();
        area.current?.setSelectionRange(caret, caret);
      });
    }
  };
  const selection = () => ({
    start: area.current?.selectionStart ?? text.length,
    end: area.current?.selectionEnd ?? text.length,
  });
  const apply = (need: 'text' | 'oneCharacter' | null, edit: (start: number, end: number) => TextEdit) => {
    const { start, end } = selection();
    const problem = need ? selectionProblem(text, start, end, need) : null;
    if (problem) {
      toast.error(problem);
      return;
    }
    const result = edit(start, end);
    change(result.text, result.caret);
  };

  return (
    <Stack gap={6}>
      {auth.data?.authorized && (
        <Group gap={4} role="toolbar" aria-label="语音标注">
          <Menu position="bottom-start">
            <Menu.Target>
              <Button size="compact-xs" variant="light">
                插入停顿
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {PAUSES.map((ms) => (
                <Menu.Item key={ms} onClick={() => apply(null, (start) => insertPause(text, start, ms))}>
                  {ms / 1000} 秒
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          <Button size="compact-xs" variant="light" onClick={() => apply('text', (s, e) => markWord(text, s, e))}>
            连读
          </Button>
          <PolyphonePicker
            text={text}
            selection={selection}
            onPick={(start, end, reading) => change(...editArgs(markPolyphone(text, start, end, reading)))}
          />
          <Menu position="bottom-start">
            <Menu.Target>
              <Button size="compact-xs" variant="light">
                读法
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {SAY_AS_KINDS.map((kind: SayAsKind) => (
                <Menu.Item key={kind} onClick={() => apply('text', (s, e) => markSayAs(text, s, e, kind))}>
                  {SAY_AS_LABELS[kind]}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          <SubstitutionInput
            text={text}
            selection={selection}
            onApply={(start, end, alias) => change(...editArgs(markSubstitution(text, start, end, alias)))}
          />
        </Group>
      )}
      <Textarea
        ref={area}
        label="播报文本"
        autosize
        minRows={5}
        maxRows={14}
        value={text}
        onChange={(e) => change(e.currentTarget.value)}
        onBlur={onBlur}
        description={
          <span aria-live="polite">
            {spoken.length}/{MAX_SCENE_TEXT}
          </span>
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
      {issues && issues.length > 0 && (
        <List size="xs" c="red" spacing={2} aria-label="标注问题" aria-live="polite">
          {issues.map((issue, i) => (
            <List.Item key={i}>
              {issue.message}
              {issue.end > issue.start && (
                <Text span size="xs" c="dimmed">
                  （{excerpt(spoken, issue.start, issue.end)}）
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

const editArgs = (edit: TextEdit): [string, number] => [edit.text, edit.caret];

const excerpt = (text: string, start: number, end: number) => {
  const part = text.slice(start, end);
  return part.length > 20 ? `${part.slice(0, 20)}…` : part;
};

interface PickerProps {
  text: string;
  selection(): { start: number; end: number };
  onPick(start: number, end: number, reading: string): void;
}

/** 多音字: the selected character's readings from the dictionary, common ones first. */
function PolyphonePicker({ text, selection, onPick }: PickerProps) {
  const [open, setOpen] = useState<{ start: number; end: number; char: string } | null>(null);
  const [readings, setReadings] = useState<readonly string[] | null>(null);
  const start = () => {
    const { start: s, end: e } = selection();
    const problem = selectionProblem(text, s, e, 'oneCharacter');
    if (problem) {
      toast.error(problem);
      return;
    }
    setReadings(null);
    setOpen({ start: s, end: e, char: text.slice(s, e) });
    readingsInWorker(text.slice(s, e)).then(setReadings, () => setReadings([]));
  };
  return (
    <Popover opened={open !== null} onChange={(o) => !o && setOpen(null)} position="bottom-start" withArrow trapFocus>
      <Popover.Target>
        <Button size="compact-xs" variant="light" onClick={start}>
          多音字
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label="选择读音">
        {readings === null ? (
          <Loader size="xs" aria-label="读音加载中" />
        ) : readings.length === 0 ? (
          <Text size="xs">“{open?.char}”没有可选的读音</Text>
        ) : (
          <Group gap={4}>
            {readings.map((r) => (
              <Button
                key={r}
                size="compact-xs"
                variant="default"
                onClick={() => {
                  if (open) onPick(open.start, open.end, r);
                  setOpen(null);
                }}
              >
                {r}
              </Button>
            ))}
          </Group>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}

interface SubstitutionProps {
  text: string;
  selection(): { start: number; end: number };
  onApply(start: number, end: number, alias: string): void;
}

/** 替换读音: the selected text is read as the alias typed here. */
function SubstitutionInput({ text, selection, onApply }: SubstitutionProps) {
  const [open, setOpen] = useState<{ start: number; end: number } | null>(null);
  const [alias, setAlias] = useState('');
  const begin = () => {
    const range = selection();
    const problem = selectionProblem(text, range.start, range.end, 'text');
    if (problem) {
      toast.error(problem);
      return;
    }
    setAlias('');
    setOpen(range);
  };
  const confirm = () => {
    if (!open || !alias.trim() || /[{}|\n]/.test(alias)) {
      toast.error('请输入替换后的读法（不能包含 { } |）');
      return;
    }
    onApply(open.start, open.end, alias.trim());
    setOpen(null);
  };
  return (
    <Popover opened={open !== null} onChange={(o) => !o && setOpen(null)} position="bottom-start" withArrow trapFocus>
      <Popover.Target>
        <Button size="compact-xs" variant="light" onClick={begin}>
          替换读音
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Group gap={4} align="flex-end">
          <TextInput
            size="xs"
            label="读作"
            value={alias}
            onChange={(e) => setAlias(e.currentTarget.value)}
            onKeyDown={(e) => e.key === 'Enter' && confirm()}
          />
          <Button size="xs" onClick={confirm}>
            确定
          </Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}

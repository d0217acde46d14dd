import { Button, Switch, Tooltip } from '@mantine/core';
import type { VoiceInputStatus } from '../live/voice-input';

const MicGlyph = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
    <rect x="9" y="2" width="6" height="12" rx="3" />
    <path d="M5 10a7 7 0 0 0 14 0M12 17v5" />
  </svg>
);

/** Hold-to-talk: pressing starts capture, releasing sends what was said (pointer and keyboard). */
export function HoldToTalk({
  blocked,
  status,
  onStart,
  onEnd,
  compact,
}: {
  blocked: string | null;
  status: VoiceInputStatus;
  onStart: () => void;
  onEnd: () => void;
  compact?: boolean;
}) {
  const speaking = status === 'speaking';
  const button = (
    <Button
      radius="xl"
      size={compact ? 'sm' : 'md'}
      color={speaking ? 'red' : 'blue'}
      variant={compact ? 'light' : 'filled'}
      leftSection={<MicGlyph />}
      disabled={blocked !== null}
      aria-label={blocked ? `按住说话（${blocked}）` : '按住说话'}
      style={{ touchAction: 'none', userSelect: 'none' }}
      onPointerDown={(e) => {
        e.currentTarget.setPointerCapture(e.pointerId);
        onStart();
      }}
      onPointerUp={onEnd}
      onPointerCancel={onEnd}
      onKeyDown={(e) => {
        if ((e.key === ' ' || e.key === 'Enter') && !e.repeat) {
          e.preventDefault();
          onStart();
        }
      }}
      onKeyUp={(e) => {
        if (e.key === ' ' || e.key === 'Enter') onEnd();
      }}
    >
      {speaking ? '松开发送' : '按住说话'}
    </Button>
  );
  // A disabled button gets no pointer events: the tooltip hangs on a wrapper so it still shows why.
  return blocked ? (
    <Tooltip label={blocked} events={{ hover: true, focus: true, touch: true }} multiline w={220}>
      <span style={{ display: 'inline-block' }}>{button}</span>
    </Tooltip>
  ) : (
    button
  );
}

/** Hands-free: each utterance the voice detector cuts is asked; speaking over the human interrupts it. */
export function HandsFreeToggle({
  blocked,
  checked,
  onChange,
}: {
  blocked: string | null;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const toggle = (
    <Switch
      data-testid="handsfree-toggle"
      label="免提"
      color="teal"
      checked={checked && blocked === null}
      disabled={blocked !== null}
      onChange={(e) => onChange(e.currentTarget.checked)}
      aria-label={blocked ? `免提（${blocked}）` : '免提'}
      styles={{ label: { color: 'inherit' } }}
    />
  );
  return blocked ? (
    <Tooltip label={blocked} events={{ hover: true, focus: true, touch: true }} multiline w={220}>
      <span style={{ display: 'inline-block' }}>{toggle}</span>
    </Tooltip>
  ) : (
    toggle
  );
}

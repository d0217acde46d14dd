import { IconMicrophone, IconMoonStars, IconMessageCircle } from '@tabler/icons-react';
import type { VoiceInputStatus } from '../live/voice-input';
import classes from './kiosk.module.css';

export type KioskPhase = 'asleep' | 'listening' | 'awake';

/** The pill at the top of the kiosk: what the machine is doing and how to start talking. */
export function KioskStatus({
  phase,
  voice,
  wakeWords,
  wakeMode,
}: {
  phase: KioskPhase;
  voice: VoiceInputStatus;
  wakeWords: readonly string[];
  wakeMode: boolean;
}) {
  const micBlocked = voice === 'denied' || voice === 'unavailable' || voice === 'failed';
  let text: string;
  let Icon = IconMoonStars;
  if (phase === 'awake') {
    text = micBlocked
      ? '对话中 · 请点击对话图标文字提问'
      : voice === 'speaking'
        ? '正在聆听…'
        : '对话中 · 请直接说出您的问题';
    Icon = IconMessageCircle;
  } else if (wakeMode && !micBlocked) {
    text = `请说「${wakeWords[0]}」唤醒我`;
    Icon = IconMicrophone;
  } else {
    text = '轻触开始按钮与我对话';
  }
  return (
    <div className={classes.status} data-testid="kiosk-status">
      <span className={classes.dot} data-phase={phase} aria-hidden />
      <Icon size="1.1em" aria-hidden />
      <span>{text}</span>
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Button } from '@mantine/core';
import { canClick, clicked, initialSendCodeState, secondsLeft, sent, type SendCodeState } from '../lib/countdown';

interface SendCodeButtonProps {
  /** Sends the code; resolves true when it was sent (the countdown starts then). */
  onSend: () => Promise<boolean>;
  disabled?: boolean;
}

/** 获取验证码 with the 60 s countdown and 1 s click throttle of lib/countdown. */
export function SendCodeButton({ onSend, disabled = false }: SendCodeButtonProps) {
  const state = useRef<SendCodeState>(initialSendCodeState);
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the interval starts when a countdown begins and ends at 0; keyed on `left` it would restart every tick
  useEffect(() => {
    if (left <= 0) return;
    const timer = setInterval(() => setLeft(secondsLeft(state.current, Date.now())), 250);
    return () => clearInterval(timer);
  }, [left > 0]);

  const click = async () => {
    const now = Date.now();
    if (!canClick(state.current, now) || sending) return;
    state.current = clicked(state.current, now);
    setSending(true);
    try {
      if (await onSend()) {
        state.current = sent(state.current, Date.now());
        setLeft(secondsLeft(state.current, Date.now()));
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <Button variant="light" onClick={() => void click()} disabled={disabled || left > 0} loading={sending} miw={120}>
      {left > 0 ? `${left}s后重新获取` : '获取验证码'}
    </Button>
  );
}

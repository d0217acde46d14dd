/**
 * Send-code button state (000 §2; ours where silent): after a code is sent the button counts down
 * 60 s, and clicks closer than 1 s apart are dropped so a double click sends one code.
 */
export const COUNTDOWN_MS = 60_000;
export const CLICK_THROTTLE_MS = 1_000;

export interface SendCodeState {
  lastClickAt: number | null;
  countdownEndsAt: number | null;
}

export const initialSendCodeState: SendCodeState = { lastClickAt: null, countdownEndsAt: null };

export function secondsLeft(state: SendCodeState, now: number): number {
  if (state.countdownEndsAt === null) return 0;
  return Math.max(0, Math.ceil((state.countdownEndsAt - now) / 1000));
}

export function canClick(state: SendCodeState, now: number): boolean {
  if (secondsLeft(state, now) > 0) return false;
  return state.lastClickAt === null || now - state.lastClickAt >= CLICK_THROTTLE_MS;
}

export const clicked = (state: SendCodeState, now: number): SendCodeState => ({ ...state, lastClickAt: now });

export const sent = (state: SendCodeState, now: number): SendCodeState => ({
  ...state,
  countdownEndsAt: now + COUNTDOWN_MS,
});

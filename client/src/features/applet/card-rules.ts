import { cardMessages } from '@portal/contracts';
import type { VoiceInputStatus } from '../live/voice-input';

/* The card page's form and voice rules, kept pure so they are tested without a browser. */

/** A mainland mobile (11 digits from 13–19), or a landline or foreign number of 7–20 digits. */
const MOBILE = /^1[3-9]\d{9}$/;
const OTHER = /^\+?\d[\d\s-]{5,19}$/;

export function leadErrors(name: string, phone: string): { name?: string; phone?: string } {
  const errors: { name?: string; phone?: string } = {};
  if (!name.trim()) errors.name = '请输入您的称呼';
  const value = phone.trim();
  const digits = value.replace(/\D/g, '');
  const valid = MOBILE.test(value) || (!/^1\d{10}$/.test(value) && OTHER.test(value) && digits.length >= 7);
  if (!value) errors.phone = '请输入手机号码';
  else if (!valid) errors.phone = cardMessages.leadPhoneInvalid;
  return errors;
}

/** Why voice input cannot be used, or null when it can (issue 24 item 3: text still works). */
export function voiceBlockedReason(asrAvailable: boolean, status: VoiceInputStatus): string | null {
  if (!asrAvailable) return '未配置语音识别服务，暂不支持语音提问，请输入文字';
  if (status === 'unavailable') return '当前浏览器无法使用麦克风，请输入文字';
  if (status === 'denied') return '麦克风权限被拒绝，请在浏览器设置中允许后重试';
  if (status === 'failed') return '麦克风启动失败，请输入文字';
  return null;
}

/**
 * Markup messages in the user's words. 001 §5 quotes only the scene-check texts (scene-checks/messages.ts)
 * and the scene text limit (contracts speechRuleMessages.textTooLong); the rest paraphrase §5 in natural Chinese.
 */
import { speechRuleMessages } from '@portal/contracts/messages/speech-rules';
import type { Language } from './model';

export const ssmlMessages = {
  textTooLong: speechRuleMessages.textTooLong,
  tagTextLength: (label: string, min: number, max: number) => `${label}标签内的文字需为${min}～${max}个字符`,
  tagEmpty: (label: string) => `${label}标签内的文字不能为空`,
  pronunciationFormat: (lang: Language) =>
    lang === 'mandarin'
      ? '拼音格式错误，应为字母加一位1～5的声调数字，例如shu4'
      : '粤语拼音格式错误，应为字母加一位1～6的声调数字，例如jyut6',
  pronunciationUnknown: (char: string, reading: string) => `“${char}”没有读音“${reading}”，请从候选读音中选择`,
  illegalCharacter: (char: string) => `文本中不能包含非法字符“${char}”，请删除`,
  consecutivePauses: '不能连续插入停顿标签',
  punctuationOnlyParagraph: '有段落只输入标点',
  pauseOnlyParagraph: '有段落只插入停顿标签',
  polyphoneUnsupported: '当前音色不支持多音字',
  pauseTooLong: (provider: string, maxMs: number) => `${provider}音色的停顿时长需在0～${maxMs / 1000}秒之间`,
  syllableCount: (provider: string) => `${provider}音色要求多音字标注的拼音个数与文字个数一致`,
  ssmlTooLarge: (provider: string, maxBytes: number) =>
    `文本和标签超过${provider}单次合成上限（${maxBytes >= 1024 ? `${maxBytes / 1024}KB` : `${maxBytes}字节`}），请缩短`,
  tooManyChars: (provider: string, maxChars: number) => `文本超过${provider}单次合成上限（${maxChars}字），请缩短`,
} as const;

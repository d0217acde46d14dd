/** Content-safety pre-review and sensitive-content refusals (001 §5, §8). */
export const safetyMessages = {
  /** Text pre-review: normal (no risk words). */
  preReviewNormal: '已为您进行内容预审，暂未检测到广告风险词',
  /** Text pre-review: risk words found (highlighted). */
  preReviewRisk: '下列词或致短视频平台限流，请考虑是否调整',
  /** Label of sensitive words in the pre-review. */
  sensitiveWordLabel: '敏感词',
  /** AI rewrite with flagged text. Spec: "content contains sensitive information, please re-edit". */
  rewriteTextSensitive: '内容包含敏感信息，请重新编辑',
  /** Quick video task with sensitive content. Spec: "content contains sensitive information, please edit again". */
  quickVideoSensitive: '内容包含敏感信息，请重新编辑',
  /** Lexicon import: the file held no word (ours, the spec is silent). */
  lexiconImportEmpty: '文件中没有可导入的词语',
  /** Lexicon import: the file could not be read as text or xlsx (ours). */
  lexiconImportUnreadable: '文件无法读取，请上传 TXT 或 XLSX 文件',
  /** Lexicon import: more words than one batch takes (ours). */
  lexiconImportTooMany: (max: number) => `单次最多导入${max}个词语`,
  /** Subtitle check: no cue could be read (ours). */
  subtitlesUnreadable: '字幕文件无法解析，请上传 SRT 或 VTT 格式的字幕',
} as const;

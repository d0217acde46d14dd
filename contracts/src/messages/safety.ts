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
} as const;

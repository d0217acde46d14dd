/** What projects, generation and tasks answer where the spec shows no wording (001 §5, §8). */
export const renderRuleMessages = {
  projectChanged: '项目已在别处更新，请刷新后再保存',
  projectHasNoScenes: '项目没有场景',
  quotaShort: '视频合成额度不足，请联系管理员或购买加油包',
  onlyFailedRetry: '只有制作失败的任务可以重试',
  renderFailed: '视频生成失败，请重试',
  /** Code 430 on a save (001 §8): the editor puts the last saved voice back. */
  voiceUnavailable: '所选音色不可用，已恢复为上次保存的音色',
} as const;

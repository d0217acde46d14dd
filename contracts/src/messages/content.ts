/** Card moments, addresses, legal texts and custom-made requests (002 is silent on their wording; ours). */
export const momentMessages = {
  notFound: '该动态不存在或已删除',
  empty: '请填写动态内容，或添加图片、视频',
  tooManyImages: '最多添加 9 张图片',
  notImage: '所选素材不是图片',
  notVideo: '所选素材不是视频',
  /** A flagged word in the text: its 1-based character position and the word. */
  sensitive: (at: number, word: string) => `动态内容第${at}个字起含有敏感词「${word}」，请修改后再发布`,
  labelNotFound: '该标签不存在或已删除',
  labelDuplicate: '已有同名标签',
  labelTooMany: '每张名片最多 20 个标签',
  orderMismatch: '排序列表与现有内容不一致，请刷新后重试',
} as const;

export const addressMessages = {
  /** An unknown region code (issue 30: 404 with our wording). */
  regionNotFound: '未找到该地区，请检查地区编码',
} as const;

export const legalMessages = {
  emptyText: '请填写正文',
} as const;

export const customMadeMessages = {
  phoneInvalid: '请输入正确的手机号码',
  submitted: '已提交，我们会尽快与您联系',
  notFound: '该需求不存在或已删除',
} as const;

/** What the upload policy, storage host and media checks answer (001 §5 material upload, §8; 000 §8). */
export const uploadRuleMessages = {
  /** 000 §8 / 001 §8, verbatim: policy call or file post failed. */
  uploadFailed: '上传失败请稍后再试！',
  policyFieldsMissing: '上传参数不完整',
  signatureInvalid: '上传签名无效',
  policyExpired: '上传凭证已过期，请重新上传',
  keyNotAllowed: '上传路径不被允许',
  tooLarge: (megabytes: number) => `仅支持${megabytes}M以内的文件`,
  typeNotAllowed: '文件格式不支持，请重新上传',
  /** 001 §5, paraphrased: only JPG/JPEG/PNG/WEBP images or MOV/MP4 videos. */
  materialTypeNotAllowed: '仅支持JPG/JPEG/PNG/WEBP格式的图片或MOV/MP4格式的视频，请重新上传正确格式的文件',
  contentMismatch: '文件内容与扩展名不符，请重新上传',
  fileDamaged: '文件损坏，请重新上传',
  materialLimit: '最多可上传10个素材',
  imageUrlInvalid: '图片地址需为以gif、jpg、jpeg、png、bmp或webp结尾的http或https链接',
  notOurFile: '只能下载本平台存储的文件',
  fileNotFound: '文件不存在或已删除',
  pathTypeInvalid: '上传类型不正确',
} as const;

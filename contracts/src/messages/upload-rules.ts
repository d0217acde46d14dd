import { uploadMessages } from './upload';

/** What the upload policy, storage host and media checks answer (001 §5 material upload, §8; 000 §8). */
export const uploadRuleMessages = {
  /** 000 §8 / 001 §8, verbatim: policy call or file post failed. */
  uploadFailed: uploadMessages.uploadFailed,
  policyFieldsMissing: '上传参数不完整',
  signatureInvalid: '上传签名无效',
  policyExpired: '上传凭证已过期，请重新上传',
  keyNotAllowed: '上传路径不被允许',
  tooLarge: uploadMessages.materialTooLarge,
  typeNotAllowed: '文件格式不支持，请重新上传',
  /** 001 §5, paraphrased: only JPG/JPEG/PNG/WEBP images or MOV/MP4 videos. */
  materialTypeNotAllowed: uploadMessages.materialTypeInvalid,
  contentMismatch: '文件内容与扩展名不符，请重新上传',
  fileDamaged: uploadMessages.fileDamaged,
  materialLimit: uploadMessages.materialLimitReached,
  imageUrlInvalid: '图片地址需为以gif、jpg、jpeg、png、bmp或webp结尾的http或https链接',
  notOurFile: '只能下载本平台存储的文件',
  fileNotFound: '文件不存在或已删除',
  pathTypeInvalid: '上传类型不正确',
} as const;

import type { AreaDocs } from './area-docs';

/** 上传: the reference text of the area's calls (tag, summaries, descriptions). */
export const uploadDocs: AreaDocs = {
  name: '上传',
  description: '文件上传、上传凭证与转码进度。',
  calls: {
    backgroundImageUpload: { summary: '上传背景图', description: '上传背景图片。' },
    getUploadCred: { summary: '上传凭证', description: '返回直传存储的上传凭证。' },
    materialTranscodeStage: { summary: '转码进度', description: '查询素材转码的进度。' },
    mediaOnlyUpload: { summary: '仅上传素材', description: '上传文件但不加入素材库。' },
    mediaUpload: { summary: '上传素材', description: '上传文件并加入素材库。' },
    ossGetUploadCred: { summary: '对象存储上传凭证', description: '返回对象存储的上传凭证。' },
    ossHostFilePost: {
      summary: '上传到存储',
      description: '凭上传凭证把文件上传到门户自带的存储（公开接口，凭证即授权）。',
    },
    securityBlobSasUri: { summary: '存储访问地址', description: '返回带签名的存储访问地址。' },
  },
};

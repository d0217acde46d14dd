import type { AreaDocs } from './area-docs';

/** 人脸识别: the reference text of the area's calls (tag, summaries, descriptions). */
export const faceDocs: AreaDocs = {
  name: '人脸识别',
  description: '一体机的人脸识别开关与人脸库。人脸特征只在设备端使用，可随时删除。',
  calls: {
    faceKiosk: {
      summary: '人脸识别状态（设备端）',
      description: '一体机读取所在项目的人脸识别开关与已登记人数，决定是否开启摄像头识别。',
    },
    faceMatch: {
      summary: '人脸比对（设备端）',
      description:
        '一体机在本机计算人脸特征向量后上传（不上传任何图像），只与本设备所属项目登记的人脸比对；相似度超过阈值时返回姓名与问候语，并记入对话记录。',
    },
    faceExport: {
      summary: '导出人脸数据',
      description:
        '导出企业的全部人脸数据：人员、同意记录、照片与特征向量，供个人信息查阅与复制请求使用。仅企业管理员。',
    },
    facePurge: {
      summary: '清除人脸数据',
      description: '一次删除企业的全部人脸数据：人员、照片、特征向量与识别开关。需在请求中确认。仅企业管理员。',
    },
    customizeFacebody: { summary: '人像检测', description: '检查图片中是否有清晰的人脸与上半身。' },
    deviceUserCloseFace: { summary: '关闭人脸识别（设备用户）', description: '为项目关闭人脸识别。' },
    deviceUserFaceSwitch: { summary: '人脸识别开关（设备用户）', description: '读取项目的人脸识别开关。' },
    deviceUserOpenFace: { summary: '开启人脸识别（设备用户）', description: '为项目开启人脸识别。' },
    faceClose: { summary: '关闭人脸识别', description: '为项目关闭人脸识别。' },
    faceDelete: { summary: '删除人脸', description: '从人脸库删除一个人脸。' },
    faceList: { summary: '人脸列表', description: '列出项目人脸库中的人脸。' },
    faceOpen: { summary: '开启人脸识别', description: '为项目开启人脸识别。' },
    faceSwitchGet: { summary: '人脸识别开关', description: '读取项目的人脸识别开关。' },
  },
};

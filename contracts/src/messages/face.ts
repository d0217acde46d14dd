/** Face recognition of interactive projects (002 §8). */
export const faceMessages = {
  /** Face section: region list failure. Spec: "failed to get region info". */
  regionLoadFailed: '获取地区信息失败',
  /** Face list failure. Spec: "failed to get face list info". */
  faceListLoadFailed: '获取人脸列表信息失败',
  /** Face delete failure. Spec: "failed to delete face info". */
  faceDeleteFailed: '删除人脸信息失败',
  /** Face switch lookup failure. Spec: "failed to get face switch". */
  faceSwitchLoadFailed: '获取人脸识别开关失败',
  /** Opening face recognition fails / no face entitlement. Spec: "you have no face recognition right". */
  noFaceRight: '您暂无人脸识别权限',
  /** Closing face recognition fails (shown as a success-style toast). Spec: "failed to close face recognition". */
  faceCloseFailed: '关闭人脸识别失败',
} as const;

/** Ours: enrolment, batch upload and recognition (the spec gives the six above only). */
export const faceEnrolMessages = {
  photoMissing: '请上传人脸照片',
  photoTooLarge: '照片不能超过 2 MB',
  photoCorrupt: '无法读取该照片，请上传 JPG、PNG 或 WebP 格式的图片',
  noFace: '照片中未检测到人脸，请上传一张清晰的正脸照片',
  severalFaces: '照片中检测到多张人脸，请上传只有本人的照片',
  faceTooSmall: '照片中的人脸太小，请上传更清晰的正脸照片',
  consentRequired: '请确认已取得本人对采集人脸信息的同意',
  userNotFound: '设备用户不存在或已删除',
  userLimit: '该项目的设备用户已达上限',
  zipTooLarge: '压缩包不能超过 8 MB',
  zipCorrupt: '无法读取压缩包，请上传 zip 格式的文件',
  zipEmpty: '压缩包中没有可用的照片（支持 jpg、jpeg、png、webp）',
  zipTooMany: '一个压缩包最多包含 100 张照片',
  recognitionOff: '该项目未开启人脸识别',
  embeddingInvalid: '人脸特征数据无效',
  imageUrlNotOurs: '仅支持检测本站上传的图片',
  engineBusy: '人脸服务繁忙，请稍后再试',
} as const;

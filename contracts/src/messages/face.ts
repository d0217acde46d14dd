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

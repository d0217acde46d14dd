/** The all-in-one machines (002 §8 devices; issue 29). 002 shows no device texts: these are ours. */
export const deviceMessages = {
  tokenInvalid: '设备授权无效或已被收回，请在设备管理中重新生成二维码',
  previewTokenInvalid: '二维码无效或已过期，请在设备管理中重新生成',
  deviceNotFound: '设备不存在',
  projectNotCte: '请选择一体机（大屏）类型的已发布项目',
  snCodeTaken: '该序列号已登记',
  snCodeInvalid: '序列号为 4-64 位字母、数字或 - _',
  noHardwareRight: '您暂无一体机权限，请联系管理员开通',
  licenceInvalid: '一体机授权（CteLicense）无效或已过期',
  hardwareQuotaExceeded: '一体机数量已达上限，请联系管理员扩容',
  dateRangeInvalid: '开始日期不能晚于结束日期',
} as const;

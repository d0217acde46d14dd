/** Ours: the photo avatar made from one portrait (customise virtual human, resource type 14; the spec shows none). */
export const photoAvatarMessages = {
  nameRequired: '请输入数字人名称',
  nameSensitive: '数字人名称包含敏感内容，请修改后重试',
  voiceRequired: '请选择数字人的默认声音',
  likenessRequired: '请确认您有权使用照片中人物的肖像',
  photoMissing: '请上传一张正脸照片',
  photoTooLarge: '照片不能超过 10 MB',
  photoCorrupt: '无法读取该照片，请上传 JPG 或 PNG 格式的图片',
  photoTooSmall: '照片分辨率太低，请上传短边不小于 400 像素的照片',
  noFace: '照片中未检测到人脸，请上传一张清晰的正脸照片',
  severalFaces: '照片中有多张人脸，请上传只有一个人的照片',
  notFrontal: '请上传正脸照片：侧脸、低头或仰头的照片无法生成数字人',
  faceTooSmall: '照片中的人脸太小，请上传人脸占画面更大的照片',
  quotaExhausted: '定制数字人额度已用完，请联系管理员购买',
  tooFrequent: '操作太频繁，请稍后再试',
  engineBusy: '人像服务繁忙，请稍后再试',
  notFound: '该照片数字人不存在或已删除',
} as const;

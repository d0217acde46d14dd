/**
 * Open API and SDK wording. 000/002 give the licence card's words 未开通 / 已到期 (messages.json);
 * they are used verbatim inside our sentences. The rest is ours (002 is silent on open API errors).
 */
export const openapiMessages = {
  keyMissing: '缺少请求头 subscription-key',
  keyInvalid: '订阅密钥无效或已失效，请在管理中心查看当前密钥',
  signatureMissing: '缺少请求头 signature，请先用订阅密钥调用 /rtc/openapi/signature/gen 获取签名',
  signatureInvalid: '签名无效，请重新获取签名',
  signatureExpired: '签名已过期，请重新获取签名',
  signatureOtherProject: '该签名不能访问此项目',
  projectNotFound: '项目不存在或不属于本企业',
  projectUnpublished: '项目尚未发布，请先在编辑器中发布',
  sdkNotEnabled: 'SDK 许可未开通，请联系管理员开通 SDK（SdkLicense 24）',
  sdkLicenceExpired: 'SDK 许可已到期，请续期后再调用',
  rateLimited: (seconds: number) => `调用过于频繁，请 ${seconds} 秒后再试`,
  noVoice: '该项目尚未选择声音',
} as const;

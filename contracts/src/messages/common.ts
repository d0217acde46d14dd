/**
 * Messages every area shares: the envelope's error texts (000 §8).
 * Quoted ones are verbatim; the rest are our Chinese wording of what the spec describes.
 */
export const commonMessages = {
  /** 000 §8: HTTP 403. */
  forbidden: '无权限访问',
  /** 000 §8: generic error when the response carries no message. */
  serverBusy: '服务器开小差啦，请稍后再试',
  /** 000 §8: network error. */
  networkPoor: '当前网络不佳,请稍后重试~',
  /** HTTP 401: the spec clears the session and goes to /login; the envelope still says why. */
  unauthorized: '登录已失效，请重新登录',
  /** A documented call that is not built yet (code 501). */
  notImplemented: '该功能暂未开放，敬请期待',
  /** Unknown path under an API base (HTTP 404). */
  notFound: '请求的接口不存在',
  /** Invalid input (code 400) when no field-specific message applies. */
  invalidInput: '请求参数有误',
  /** The body is not valid JSON or form data. */
  malformedBody: '请求内容格式有误',
  /** A text holds a NUL character or malformed Unicode (a lone surrogate), which no field accepts. */
  invalidCharacters: '请求内容包含非法字符',
  /** The input nests objects or arrays deeper than MAX_INPUT_DEPTH. */
  inputTooDeep: '请求内容嵌套层级过深',
  /** The body is larger than the server accepts. */
  bodyTooLarge: '请求内容过大',
  /** A file posted to a call that takes none, or under a field name it does not know. */
  unexpectedFile: '该接口不接受此文件',
  /** A method the path does not answer. */
  methodNotAllowed: '不支持该请求方式',
  /** Too many requests from one address. */
  tooManyRequests: '操作过于频繁，请稍后再试',
} as const;

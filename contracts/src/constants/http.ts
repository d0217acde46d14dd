/** API bases and overrides of the doc 000 client (000 §7); doc 002 paths are relative to the API base. */
export const HTTP_BASES = {
  default: '/api',
  videoCreation: '/api/v1',
  handshakeError: '/rtc/api/v1',
  rtcOpenApi: '/rtc',
  datareport: '/api',
} as const;
/** Url substrings routed to HTTP_BASES.rtcOpenApi (000 §7). */
export const RTC_OPEN_API_PATHS = [
  'openapi/signature/gen',
  'openapi/talk/faq/list',
  'openapi/talk/rtc/get',
  'openapi/talk/support-language',
] as const;
export const HTTP_STRIP_V1_SEGMENT = true;
export const CLIENT_TYPE_HEADER = { name: 'Client-Type', value: 'PC' } as const;

/** Envelope codes that mean success (000 §8). */
export const SUCCESS_CODES = [200, 0] as const;
/** Business errors of these urls show no toast (000 §8, 001 §8). */
export const SILENT_URLS = [
  '/user/SendPasswordResetEmail',
  '/user/login',
  '/user/ChangePassword',
  '/live/room',
  '/live/room/list',
  '/notifications',
  '/user/vip/login',
  '/talk/studio/create',
  '/video/atta/get-result',
  '/user/vip/SendPasswordResetEmail',
  '/talk/faq/askStream',
  '/applet/talk/askStream',
] as const;

/** Business codes the spec names (000 §8, 001 §8, 002 §8). */
export const ERROR_CODES = {
  /** Login error shown under the password or code field. */
  loginFieldError: 666,
  /** Project update: roll the voice setting back to the last saved one. */
  voiceRollback: 430,
  /** Used; meaning not shown (002 §8). */
  unexplained1011001: 1011001,
  /** Event-stream error payload / poll errCode meaning timeout. */
  streamTimeout: 3,
} as const;

/** Notice polling ignores these HTTP statuses and network errors (000 §8). */
export const NOTICE_IGNORED_HTTP_STATUSES = [503, 401, 403] as const;
export const NOTICE_POLL_INTERVAL_MS = 10_000;

export const UNAUTHORIZED_REDIRECT_DELAY_MS = 1000;
export const TOAST_MAX_CONCURRENT = 3;
/** A chunk-load failure reloads once, guarded for 10 s (000 §8). */
export const CHUNK_RELOAD_GUARD_S = 10;
export const ERROR_REPORT_LEVEL_PREFIXES = { info: '[info]:', warning: '[warning]:' } as const;
export const UNKNOWN_ROUTE_REDIRECT = '/home/premium';

/** Event reporting (000 §7, §9). */
export const DATAREPORT_BATCH_SIZE = 10;
export const DATAREPORT_FLUSH_INTERVAL_S = 30;
/** Duration events are accepted only when > 0 and ≤ 86 400 000 ms. */
export const DATAREPORT_DURATION_MS = { min: 1, max: 86_400_000 } as const;
export const DATAREPORT_APP_CODE = 4;
export const DATAREPORT_APPLET_EVENT = 'waitCall';

/**
 * How deep a call's input may nest objects and arrays (ours; the spec is silent). The deepest real
 * input, a scene's canvas data, stays under 20; JSON serialisation overflows the stack in the thousands.
 */
export const MAX_INPUT_DEPTH = 64;

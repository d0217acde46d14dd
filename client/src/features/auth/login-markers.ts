/**
 * The three login markers of 000 §4: the local login flag, the readable `isLogin` cookie and the
 * httpOnly `ice-token` cookie (the server sets both cookies; only the first two are visible here).
 */
export const LOCAL_LOGIN_FLAG = 'isLogin';
const LOGIN_COOKIES = ['isLogin', 'ice-token'] as const;
const PENDING_PATH_KEY = 'login.pendingPath';

export function parseCookies(cookie: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of cookie.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    if (name) out[name] = decodeURIComponent(part.slice(at + 1).trim());
  }
  return out;
}

export function markersPresent(localFlag: string | null, cookie: string): boolean {
  const cookies = parseCookies(cookie);
  return localFlag === '1' || LOGIN_COOKIES.some((name) => Boolean(cookies[name]));
}

export function hasLoginMarkers(): boolean {
  return markersPresent(localStorage.getItem(LOCAL_LOGIN_FLAG), document.cookie);
}

export function setLoginFlag(): void {
  localStorage.setItem(LOCAL_LOGIN_FLAG, '1');
}

export function clearLoginMarkers(): void {
  localStorage.removeItem(LOCAL_LOGIN_FLAG);
  // The httpOnly ice-token can only be removed by the server (auth.logout); expiring it here is harmless.
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers the portal supports (Firefox, older Safari).
  for (const name of LOGIN_COOKIES) document.cookie = `${name}=; Max-Age=0; path=/`;
}

/** 000 §2 preview and interactive pages: remembered on the way to login, restored after it. */
const PREVIEW_PATH =
  /^\/(RtcPreview|BRtcPreview|BRtcPreviewOld|CommonRTCPreview|CRTCPreview|TestRTCPreview|ThreeDimensionSDKPreview|ThreeDimensionCTEPreview|ThreeDimensionCTEPage)\/|^\/home\/(interactive|premiumInteractive)(\/|$)/;
const RTC_PREVIEW_PATH =
  /^\/(RtcPreview|BRtcPreview|BRtcPreviewOld|CommonRTCPreview|CRTCPreview|TestRTCPreview|ThreeDimensionSDKPreview|ThreeDimensionCTEPreview|ThreeDimensionCTEPage)\//;

export const isPreviewPath = (path: string): boolean => PREVIEW_PATH.test(path);
/** 000 §4: session expiry does not navigate away from an RTC preview page. */
export const isRtcPreviewPath = (path: string): boolean => RTC_PREVIEW_PATH.test(path);

export function rememberPendingPath(path: string): void {
  if (isPreviewPath(path)) sessionStorage.setItem(PENDING_PATH_KEY, path);
}

/** The remembered path, once: reading it forgets it. */
export function takePendingPath(): string | null {
  const path = sessionStorage.getItem(PENDING_PATH_KEY);
  sessionStorage.removeItem(PENDING_PATH_KEY);
  return path;
}

/** Only same-site paths may be login targets (no //host or scheme: an open redirect otherwise). */
export function safeRedirectPath(path: string | null | undefined): string | null {
  if (!path?.startsWith('/') || path.startsWith('//')) return null;
  return path;
}

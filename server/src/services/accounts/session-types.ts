/*
 * What a resolved session is and how a response sets its cookies. They belong to the accounts
 * service, which creates and reads sessions; the tRPC context carries them (trpc → services).
 */

/** The logged-in user as procedures see it (000 §3 current user, trimmed to what rules need). */
export interface SessionUser {
  id: string;
  companyId: string;
  displayName: string;
  email: string | null;
  roles: string[];
}

export interface SessionCompany {
  id: string;
  displayName: string;
  validEndTime: Date | null;
}

export interface CookieOptions {
  httpOnly?: boolean;
  maxAgeMs?: number;
  sameSite?: 'lax' | 'strict';
}

/** Lets handlers set and clear cookies without knowing which adapter answers the request. */
export interface ResponseCookies {
  set(name: string, value: string, options?: CookieOptions): void;
  clear(name: string): void;
}

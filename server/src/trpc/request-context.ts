import type { Request, Response } from 'express';
import type { AppDeps, Context, CookieOptions, ResponseCookies } from './context';
import { createInnerContext } from './context';
import { resolveSession, SESSION_COOKIE } from '../services/accounts/sessions';

/** Builds the context of an HTTP request: cookies in, session resolved, cookies out through res. */
export function requestContextFactory(deps: AppDeps) {
  return async (req: Request, res: Response): Promise<Context> => {
    const cookies = parseCookies(req.headers.cookie);
    const token = cookies[SESSION_COOKIE];
    const session = token ? await resolveSession(deps.db, token) : null;
    return createInnerContext(deps, {
      sessionTokenHash: session?.tokenHash ?? null,
      user: session?.user ?? null,
      company: session?.company ?? null,
      request: {
        ip: req.ip ?? '',
        host: req.hostname ?? '',
        // PUBLIC_URL, never the Host header: a forged Host must not reach a link in an e-mail.
        origin: deps.config.publicUrl,
        userAgent: req.headers['user-agent'] ?? '',
        headers: flattenHeaders(req.headers),
        cookies,
      },
      cookies: expressCookies(res, req.secure),
    });
  };
}

export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    const raw = part
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    try {
      out[name] = decodeURIComponent(raw);
    } catch {
      out[name] = raw;
    }
  }
  return out;
}

function flattenHeaders(headers: Request['headers']): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(headers)) out[k] = Array.isArray(v) ? v.join(', ') : v;
  return out;
}

function expressCookies(res: Response, secure: boolean): ResponseCookies {
  return {
    set(name: string, value: string, options: CookieOptions = {}) {
      res.cookie(name, value, {
        httpOnly: options.httpOnly ?? true,
        sameSite: options.sameSite ?? 'lax',
        secure,
        path: '/',
        ...(options.maxAgeMs !== undefined ? { maxAge: options.maxAgeMs } : {}),
      });
    },
    clear(name: string) {
      res.clearCookie(name, { path: '/' });
    },
  };
}

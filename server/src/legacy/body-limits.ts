import type { CallAccess, CallDefinition } from '@portal/contracts';

/** Public calls (login, reset mail, event reports) take small forms: anyone may post them. */
export const PUBLIC_JSON_BYTES = 64 * 1024;
/** Other calls: forms, texts of up to 60 000 characters (speech, safety checks), lists of ids. */
export const DEFAULT_JSON_BYTES = 1024 * 1024;

/**
 * Calls whose body is a whole document — a project's scenes, a template, a name card's works, a
 * cached stream, a face photo or a zip of them (issue 29) — and may use the configured ceiling (the app's maxJsonBytes, 10 MB by default).
 */
export const DOCUMENT_CALLS: ReadonlySet<string> = new Set([
  'videocreationProjectCreate',
  'videocreationProjectUpdate',
  'videocreationProjectDraft',
  'videocreationStudiotemplateUpdate',
  'videocreationStudiotemplateSaveAndPublish',
  'talkCardWorksSave',
  'commonSseCacheData',
  'deviceUserAdd',
  'deviceUserEdit',
  'deviceUserUpload',
]);

/** Accesses the adapter checks itself before reading a body: each needs a session (is-authed.ts). */
const NEEDS_SESSION: ReadonlySet<CallAccess> = new Set(['authed', 'manager', 'superAdmin']);
export const callNeedsSession = (call: Pick<CallDefinition, 'access'>) => NEEDS_SESSION.has(call.access);

/** The largest JSON, form or multipart-fields body the call accepts, never above the configured ceiling. */
export function jsonLimitOf(call: Pick<CallDefinition, 'id' | 'access'>, ceiling: number): number {
  if (DOCUMENT_CALLS.has(call.id)) return ceiling;
  return Math.min(ceiling, call.access === 'public' ? PUBLIC_JSON_BYTES : DEFAULT_JSON_BYTES);
}

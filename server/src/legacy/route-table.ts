import type { CallDefinition, LegacyBase } from '@portal/contracts';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

export interface LegacyRouteEntry {
  readonly method: HttpMethod;
  /** Base and path as mounted; an alias differs from the documented one. */
  readonly base: LegacyBase | '/api' | '/rtc/api';
  readonly path: string;
  readonly call: CallDefinition;
  readonly stream: boolean;
  readonly alias: boolean;
  /** Lower-cased full path with `{name}` segments for parameters; the match key. */
  readonly pattern: string;
}

/**
 * Where each call answers (000 §7). Clients strip a '/v1' segment, so every /api/v1/X also answers
 * at /api/X and every /api/X at /api/v1/X; /rtc/api/v1/X also at /rtc/api/X. The /rtc overrides
 * (openapi paths, handshake/error) answer only under /rtc. A documented route always wins over an alias.
 */
export function buildRouteTable(calls: readonly CallDefinition[]): LegacyRouteEntry[] {
  const documented: LegacyRouteEntry[] = [];
  const aliases: LegacyRouteEntry[] = [];
  for (const call of calls) {
    const method: HttpMethod = call.legacy.method === 'STREAM' ? 'GET' : call.legacy.method;
    // A POST stream (002 §7 askStream) is a subscription answered as text/event-stream too.
    const stream = call.legacy.method === 'STREAM' || call.kind === 'subscription';
    for (const path of call.legacy.paths) {
      const add = (list: LegacyRouteEntry[], base: LegacyRouteEntry['base'], p: string, alias: boolean) =>
        list.push({ method, base, path: p, call, stream, alias, pattern: toPattern(base + p) });
      add(documented, call.legacy.base, path, false);
      for (const [base, p] of aliasesOf(call.legacy.base, path)) add(aliases, base, p, true);
    }
  }
  const seen = new Set(documented.map(key));
  const table = [...documented];
  for (const entry of aliases) {
    if (seen.has(key(entry))) continue;
    seen.add(key(entry));
    table.push(entry);
  }
  return table;
}

function aliasesOf(base: LegacyBase, path: string): [LegacyRouteEntry['base'], string][] {
  const withoutV1 = path.replace(/^\/v1(?=\/)/i, '');
  switch (base) {
    case '/api/v1':
      return [['/api', path]];
    case '/api':
      // '/api' + '/v1/talk/…' is already an /api/v1 path: its alias drops the segment.
      return withoutV1 !== path ? [['/api', withoutV1]] : [['/api/v1', path]];
    case '/rtc/api/v1':
      return [['/rtc/api', path]];
    default:
      return [];
  }
}

const key = (e: LegacyRouteEntry) => `${e.method} ${e.pattern}`;

/** Lower-case, no trailing slash: '/quota/info/' and '/quota/info' are one route. */
export const toPattern = (fullPath: string) => normalisePath(fullPath);

export const normalisePath = (p: string) => {
  const lower = p.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') : lower;
};

export interface RouteMatch {
  entry: LegacyRouteEntry;
  params: Record<string, string>;
}

export interface RouteMatcher {
  /** The route for a method and path; `methodNotAllowed` when only other methods answer the path. */
  match(method: string, path: string): RouteMatch | 'methodNotAllowed' | null;
}

export function createRouteMatcher(table: readonly LegacyRouteEntry[]): RouteMatcher {
  const exact = new Map<string, LegacyRouteEntry>();
  const exactPaths = new Set<string>();
  const parametric: { regex: RegExp; names: string[]; entry: LegacyRouteEntry }[] = [];
  for (const entry of table) {
    if (!entry.pattern.includes('{')) {
      exact.set(`${entry.method} ${entry.pattern}`, entry);
      exactPaths.add(entry.pattern);
      continue;
    }
    const names: string[] = [];
    const source = entry.pattern
      .split(/(\{[^}]+\})/)
      .map((part) => {
        const name = /^\{([^}]+)\}$/.exec(part)?.[1];
        if (!name) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
        names.push(name);
        return '([^/]{1,128})';
      })
      .join('');
    parametric.push({ regex: new RegExp(`^${source}$`, 'i'), names, entry });
  }
  return {
    match(method, rawPath) {
      const path = normalisePath(rawPath);
      const found = exact.get(`${method} ${path}`);
      if (found) return { entry: found, params: {} };
      let otherMethod = exactPaths.has(path);
      for (const { regex, names, entry } of parametric) {
        const m = regex.exec(path);
        if (!m) continue;
        if (entry.method !== method) {
          otherMethod = true;
          continue;
        }
        // The regex is case-insensitive and runs on the path as sent, so parameters keep their case.
        const params: Record<string, string> = {};
        const sent = /^(.*?)\/*$/.exec(rawPath)?.[1] ?? rawPath;
        const groups = regex.exec(sent) ?? m;
        names.forEach((name, i) => (params[name] = decodeParam(groups[i + 1] ?? '')));
        return { entry, params };
      }
      return otherMethod ? 'methodNotAllowed' : null;
    },
  };
}

const decodeParam = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allCalls, defineCall, type CallDefinition } from '@portal/contracts';
import { buildRouteTable, createRouteMatcher } from './route-table';

const call = (
  id: string,
  method: CallDefinition['legacy']['method'],
  base: CallDefinition['legacy']['base'],
  path: string,
) =>
  defineCall({
    id,
    specId: id,
    area: 'test',
    procedure: id,
    kind: method === 'GET' ? 'query' : 'mutation',
    access: 'public',
    legacy: { method, base, paths: [path], origin: 'spec' },
    silent: false,
    summary: '',
    input: z.object({}),
    output: z.unknown(),
  });

const matcherOf = (calls: CallDefinition[]) => createRouteMatcher(buildRouteTable(calls));
const idAt = (m: ReturnType<ReturnType<typeof matcherOf>['match']>) =>
  m && typeof m === 'object' ? m.entry.call.id : m;

describe('legacy route table', () => {
  it('answers an /api/v1 call at /api too, and an /api call at /api/v1 too', () => {
    const m = matcherOf([call('v1', 'POST', '/api/v1', '/media/del'), call('plain', 'GET', '/api', '/quota/info/')]);
    expect(idAt(m.match('POST', '/api/v1/media/del'))).toBe('v1');
    expect(idAt(m.match('POST', '/api/media/del'))).toBe('v1');
    expect(idAt(m.match('GET', '/api/quota/info'))).toBe('plain');
    expect(idAt(m.match('GET', '/api/v1/quota/info/'))).toBe('plain');
  });

  it('drops the /v1 segment of an /api path written with it', () => {
    const m = matcherOf([call('pub', 'POST', '/api', '/v1/talk/project/v2/publish')]);
    expect(idAt(m.match('POST', '/api/v1/talk/project/v2/publish'))).toBe('pub');
    expect(idAt(m.match('POST', '/api/talk/project/v2/publish'))).toBe('pub');
  });

  it('keeps the /rtc overrides under /rtc only, with the /v1 strip for /rtc/api/v1', () => {
    const m = matcherOf([
      call('sig', 'GET', '/rtc', '/openapi/signature/gen'),
      call('hs', 'POST', '/rtc/api/v1', '/session/handshake/error'),
    ]);
    expect(idAt(m.match('GET', '/rtc/openapi/signature/gen'))).toBe('sig');
    expect(m.match('GET', '/api/openapi/signature/gen')).toBeNull();
    expect(idAt(m.match('POST', '/rtc/api/v1/session/handshake/error'))).toBe('hs');
    expect(idAt(m.match('POST', '/rtc/api/session/handshake/error'))).toBe('hs');
    expect(m.match('POST', '/api/v1/session/handshake/error')).toBeNull();
  });

  it('lets a documented route win over another call’s alias', () => {
    const m = matcherOf([call('aliased', 'POST', '/api/v1', '/x/y'), call('documented', 'POST', '/api', '/x/y')]);
    expect(idAt(m.match('POST', '/api/x/y'))).toBe('documented');
    expect(idAt(m.match('POST', '/api/v1/x/y'))).toBe('aliased');
  });

  it('reads path parameters in the case they were sent and tells a wrong method apart', () => {
    const m = matcherOf([call('del', 'DELETE', '/api', '/wake-word/delete/{id}')]);
    const found = m.match('DELETE', '/api/wake-word/delete/AbC-12');
    expect(found && typeof found === 'object' ? found.params : null).toEqual({ id: 'AbC-12' });
    expect(m.match('POST', '/api/wake-word/delete/AbC-12')).toBe('methodNotAllowed');
    expect(m.match('DELETE', '/api/wake-word/delete/a/b')).toBeNull();
  });

  it('mounts every call of the catalogue at its documented path', () => {
    const table = buildRouteTable(allCalls);
    const documented = table.filter((e) => !e.alias);
    expect(new Set(documented.map((e) => e.call.id)).size).toBe(allCalls.length);
    const m = createRouteMatcher(table);
    for (const c of allCalls) {
      const method = c.legacy.method === 'STREAM' ? 'GET' : c.legacy.method;
      const path = c.legacy.base + c.legacy.paths[0]!.replace(/\{[^}]+\}/g, '1');
      expect(idAt(m.match(method, path)), `${c.id} at ${method} ${path}`).toBe(c.id);
    }
  });
});

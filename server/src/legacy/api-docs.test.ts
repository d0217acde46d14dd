import { describe, expect, it } from 'vitest';
import { allCalls, type CallAccess } from '@portal/contracts';
import { appRouter } from '../trpc/app-router';
import { isCallImplemented } from '../trpc/not-implemented';
import { API_DOCS } from './api-docs/index';
import { buildOpenApiDocument } from './openapi';
import { buildRouteTable } from './route-table';

void appRouter; // building the routers records which calls are implemented

interface Operation {
  operationId: string;
  tags: string[];
  summary: string;
  description: string;
  security: Record<string, string[]>[];
  responses: Record<string, unknown>;
}

const CHINESE = /[\u4e00-\u9fff]/;
/** What each access level must declare: nothing, the session cookie, or the key or its signature. */
const EXPECTED_SECURITY: Record<CallAccess, Record<string, string[]>[]> = {
  public: [],
  authed: [{ session: [] }],
  manager: [{ session: [] }],
  superAdmin: [{ session: [] }],
  openapi: [{ subscriptionKey: [] }, { signature: [] }],
  device: [{ deviceToken: [] }],
  operator: [{ operatorSession: [] }],
};

describe('the developer reference (OpenAPI text per area)', () => {
  const doc = buildOpenApiDocument(buildRouteTable(allCalls), isCallImplemented);
  const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods) as Operation[]);
  const byId = new Map(operations.map((o) => [o.operationId, o]));

  it('gives every documented call a Chinese summary and a description from its area file', () => {
    const missing = allCalls.filter((c) => !API_DOCS[c.area]?.calls[c.id]).map((c) => `${c.area}.${c.id}`);
    expect(missing).toEqual([]);
    for (const call of allCalls) {
      const op = byId.get(call.id)!;
      expect(op.summary, call.id).toMatch(CHINESE);
      expect(op.summary).toBe(API_DOCS[call.area]!.calls[call.id]!.summary);
      expect(op.summary).not.toBe(call.summary);
      expect(op.description, call.id).toMatch(CHINESE);
      expect(op.description).toContain(API_DOCS[call.area]!.calls[call.id]!.description);
      expect(op.description).toContain('调用权限');
    }
  });

  it('names no call the catalogue does not have (a renamed call cannot keep stale text)', () => {
    const known = new Set(allCalls.map((c) => `${c.area}.${c.id}`));
    const stale = Object.entries(API_DOCS).flatMap(([area, docs]) =>
      Object.keys(docs.calls)
        .map((id) => `${area}.${id}`)
        .filter((key) => !known.has(key)),
    );
    expect(stale).toEqual([]);
  });

  it('requires the credential each call’s access needs, and answers 401 only where one is needed', () => {
    for (const call of allCalls) {
      const op = byId.get(call.id)!;
      expect(op.security, call.id).toEqual(EXPECTED_SECURITY[call.access]);
      expect('401' in op.responses, call.id).toBe(call.access !== 'public');
    }
    const schemes = doc.components.securitySchemes;
    expect(schemes.session).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'ice-token' });
    expect(schemes.subscriptionKey).toMatchObject({ in: 'header', name: 'subscription-key' });
    expect(schemes.signature).toMatchObject({ in: 'header', name: 'signature' });
  });

  it('groups calls under their area’s Chinese tag, each tag declared with its description', () => {
    const declared = new Map(doc.tags.map((t) => [t.name, t.description]));
    for (const call of allCalls) expect(byId.get(call.id)!.tags).toEqual([API_DOCS[call.area]!.name]);
    expect(declared.get('开放接口')).toContain('subscription-key');
    expect([...declared.values()].every((d) => CHINESE.test(d))).toBe(true);
  });

  it('shows the area files’ examples on the request and the answer', () => {
    const sign = doc.paths['/api/user/sign']?.post as any;
    const request = sign.requestBody.content['application/json'].examples;
    expect(Object.values(request)).toContainEqual(
      expect.objectContaining({ value: { documents: ['privacy', 'service'] } }),
    );
    const answer = sign.responses['200'].content['application/json'].examples;
    expect(Object.values(answer)[0]).toMatchObject({ value: { code: 200, message: 'success' } });
    const whitelist = doc.paths['/api/whitelist/check']?.get as any;
    expect(whitelist.parameters).toContainEqual(
      expect.objectContaining({ name: 'domain', example: 'unknown.example.net' }),
    );
  });
});

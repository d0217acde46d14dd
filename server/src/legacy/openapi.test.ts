import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { allCalls } from '@portal/contracts';
import { appRouter } from '../trpc/app-router';
import { isCallImplemented } from '../trpc/not-implemented';
import { buildOpenApiDocument } from './openapi';
import { buildRouteTable } from './route-table';

void appRouter; // building the routers records which calls are implemented

describe('OpenAPI document', () => {
  const doc = buildOpenApiDocument(buildRouteTable(allCalls), isCallImplemented);

  it('validates as OpenAPI 3.1', async () => {
    const result = await new Validator().validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe('3.1.0');
  });

  it('describes every documented call once, at its documented path', () => {
    const operations = Object.values(doc.paths).flatMap(
      (methods) => Object.values(methods) as { operationId: string }[],
    );
    expect(operations.map((o) => o.operationId).sort()).toEqual(allCalls.map((c) => c.id).sort());
    expect(doc.paths['/api/payment/create-order']?.post).toBeDefined();
    expect(doc.paths['/api/v1/videocreation/ai-text/stream-ask-db']?.get).toBeDefined();
  });

  it('derives query parameters and bodies from the zod schemas', () => {
    const token = doc.paths['/api/user/loginWithToken']?.get as {
      parameters: { name: string; in: string; required: boolean }[];
    };
    expect(token.parameters).toContainEqual(expect.objectContaining({ name: 'token', in: 'query', required: true }));
    const order = doc.paths['/api/payment/create-order']?.post as any;
    const body = order.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties)).toEqual(['price', 'amount', 'quantity', 'productId', 'productDesc']);
    const wake = doc.paths['/api/wake-word/delete/{id}']?.delete as { parameters: { name: string; in: string }[] };
    expect(wake.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path' }));
  });

  it('describes the answer of an implemented call', () => {
    const text = doc.paths['/api/config/text']?.get as any;
    const data = text.responses['200'].content['application/json'].schema.properties.data;
    expect(data.properties.customizeText.properties.webName).toEqual({ type: 'string' });
    expect(text.description).not.toContain('501');
  });

  it('states who may call: nothing for public calls, the session cookie, or the open API key or signature', () => {
    const security = (path: string, method: string) =>
      (doc.paths[path]?.[method] as { security: unknown } | undefined)?.security;
    expect(security('/api/user/loginWithToken', 'get')).toEqual([]);
    expect(security('/api/payment/create-order', 'post')).toEqual([{ session: [] }]);
    expect(security('/rtc/openapi/talk/support-language', 'get')).toEqual([{ subscriptionKey: [] }, { signature: [] }]);
    expect(security('/api/device/cte/open/face-match', 'post')).toEqual([{ deviceToken: [] }]);
    expect(Object.keys(doc.components.securitySchemes)).toEqual([
      'session',
      'subscriptionKey',
      'signature',
      'deviceToken',
      'operatorSession',
    ]);
  });
});

import { z } from 'zod';
import type { CallAccess } from '@portal/contracts';
import { SESSION_COOKIE } from '../services/accounts/sessions';
import type { LegacyRouteEntry } from './route-table';

type JsonSchema = Record<string, unknown>;

/**
 * OpenAPI 3.1 of every documented legacy path, generated from the catalogue's zod schemas, so
 * backend developers can generate clients. Aliases (/api ↔ /api/v1) are described once, at the
 * documented path; the description says so.
 */
export function buildOpenApiDocument(table: readonly LegacyRouteEntry[], implemented: (callId: string) => boolean) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const entry of table) {
    if (entry.alias) continue;
    const call = entry.call;
    const fullPath = entry.base + entry.path;
    const pathParams = [...fullPath.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
    const input = toSchema(call.input, 'input');
    const properties = (input.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((input.required ?? []) as string[]);
    const parameters: unknown[] = pathParams.map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    const operation: Record<string, unknown> = {
      operationId: call.id,
      tags: [call.area],
      summary: call.summary || call.id,
      description: describe(entry, implemented(call.id)),
      security: SECURITY[call.access],
      responses: {
        '200': {
          description: entry.stream
            ? 'Event stream: `data`, `close` and `error` events.'
            : 'Envelope; code 200 is success.',
          content: entry.stream
            ? { 'text/event-stream': { schema: { type: 'string' } } }
            : { 'application/json': { schema: envelopeOf(toSchema(call.output, 'output')) } },
        },
        '400': errorResponse('Invalid input: the message names the field and the rule.'),
        '401': errorResponse('No session.'),
        '403': errorResponse('No right: 无权限访问.'),
        '501': errorResponse('Not implemented yet.'),
      },
    };
    if (entry.method === 'GET') {
      for (const [name, schema] of Object.entries(properties)) {
        if (pathParams.includes(name)) continue;
        parameters.push({ name, in: 'query', required: required.has(name), schema });
      }
    } else {
      const body = stripPathParams(input, pathParams);
      const content: Record<string, unknown> = { 'application/json': { schema: body } };
      if (call.files?.length) content['multipart/form-data'] = { schema: body };
      operation.requestBody = { required: false, content };
    }
    if (parameters.length > 0) operation.parameters = parameters;
    (paths[fullPath] ??= {})[entry.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: '数字员工平台 API',
      version: '1.0.0',
      description:
        'Legacy REST paths of the portal. Every /api/v1/X path also answers at /api/X and the reverse. ' +
        'Responses are envelopes {code, message, data}; business errors answer HTTP 200 with their own code.',
    },
    // The portal serves its own document: every path is on the origin that served it.
    servers: [{ url: '/', description: 'This portal' }],
    components: {
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'The login session (set by the login calls).',
        },
        subscriptionKey: {
          type: 'apiKey',
          in: 'header',
          name: 'subscription-key',
          description: 'A company subscription key (also Ocp-Apim-Subscription-Key), 002 §6.',
        },
        signature: {
          type: 'apiKey',
          in: 'header',
          name: 'signature',
          description: 'A signature issued for a subscription key, 002 §6.',
        },
      },
    },
    paths,
  };
}

/** Who may call: public calls need nothing; open API calls take a subscription key or its signature. */
const SECURITY: Record<CallAccess, Record<string, string[]>[]> = {
  public: [],
  authed: [{ session: [] }],
  manager: [{ session: [] }],
  superAdmin: [{ session: [] }],
  openapi: [{ subscriptionKey: [] }, { signature: [] }],
};

function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
    // A Date travels in JSON as its ISO string (Date.prototype.toJSON).
    override: (ctx) => {
      if (ctx.zodSchema._zod.def.type === 'date')
        Object.assign(ctx.jsonSchema, { type: 'string', format: 'date-time' });
    },
  }) as JsonSchema;
  delete json.$schema;
  return json;
}

function stripPathParams(schema: JsonSchema, names: string[]): JsonSchema {
  if (names.length === 0 || !schema.properties) return schema;
  const properties = { ...(schema.properties as Record<string, unknown>) };
  for (const n of names) delete properties[n];
  const required = ((schema.required ?? []) as string[]).filter((r) => !names.includes(r));
  return { ...schema, properties, ...(required.length ? { required } : { required: undefined }) };
}

const envelopeOf = (data: JsonSchema): JsonSchema => ({
  type: 'object',
  required: ['code', 'message', 'data'],
  properties: { code: { type: 'integer' }, message: { type: 'string' }, data },
});

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: envelopeOf({}) } },
});

function describe(entry: LegacyRouteEntry, isImplemented: boolean) {
  const notes = [`Spec id: ${entry.call.specId ?? '(extension)'}; access: ${entry.call.access}.`];
  if (entry.call.legacy.origin === 'ours') notes.push('The documents do not show this path; it is ours.');
  if (!isImplemented) notes.push('Not implemented yet: answers code 501.');
  return notes.join(' ');
}

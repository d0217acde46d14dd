import { z } from 'zod';
import type { CallAccess } from '@portal/contracts';
import { SESSION_COOKIE } from '../services/accounts/sessions';
import type { LegacyRouteEntry } from './route-table';
import { API_DOCS, type CallDocs, type CallExample } from './api-docs/index';

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
    const docs = API_DOCS[call.area]?.calls[call.id];
    const examples = docs?.examples ?? [];
    const success = entry.stream
      ? { 'text/event-stream': { schema: { type: 'string' } } }
      : {
          'application/json': {
            schema: envelopeOf(toSchema(call.output, 'output')),
            ...namedExamples(
              examples,
              (e) => e.response !== undefined && { code: 200, message: 'success', data: e.response },
            ),
          },
        };
    const operation: Record<string, unknown> = {
      operationId: call.id,
      tags: [API_DOCS[call.area]?.name ?? call.area],
      summary: docs?.summary ?? call.summary ?? call.id,
      description: describe(entry, docs, implemented(call.id)),
      security: SECURITY[call.access],
      responses: {
        '200': {
          description: entry.stream
            ? '事件流：`data`、`close` 与 `error` 事件。'
            : '统一信封；code 为 200 表示成功，其他 code 为业务错误。',
          content: success,
        },
        '400': errorResponse('参数不合法：message 指出字段与规则。'),
        ...(call.access === 'public'
          ? {}
          : {
              '401': errorResponse(
                call.access === 'openapi' ? '缺少订阅密钥或签名，或签名无效、已过期。' : '未登录或登录已失效。',
              ),
              '403': errorResponse('无权限访问。'),
            }),
        ...(call.access === 'public' || call.access === 'openapi' ? { '429': errorResponse('请求过于频繁。') } : {}),
        ...(implemented(call.id) ? {} : { '501': errorResponse('该功能暂未开放。') }),
      },
    };
    if (entry.method === 'GET') {
      const sample = examples.find((e) => e.request)?.request;
      for (const [name, schema] of Object.entries(properties)) {
        if (pathParams.includes(name)) continue;
        parameters.push({
          name,
          in: 'query',
          required: required.has(name),
          schema,
          ...(sample?.[name] !== undefined ? { example: sample[name] } : {}),
        });
      }
    } else {
      const body = stripPathParams(input, pathParams);
      const content: Record<string, unknown> = {
        'application/json': { schema: body, ...namedExamples(examples, (e) => e.request ?? false) },
      };
      if (call.files?.length) content['multipart/form-data'] = { schema: body };
      operation.requestBody = { required: false, content };
    }
    if (parameters.length > 0) operation.parameters = parameters;
    (paths[fullPath] ??= {})[entry.method.toLowerCase()] = operation;
  }
  const used = new Set(
    Object.values(paths).flatMap((m) => Object.values(m).flatMap((o) => (o as { tags: string[] }).tags)),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: '数字员工平台 API',
      version: '1.0.0',
      description: INFO_DESCRIPTION,
    },
    tags: Object.values(API_DOCS)
      .filter((area) => used.has(area.name))
      .map((area) => ({ name: area.name, description: area.description })),
    // The portal serves its own document: every path is on the origin that served it.
    servers: [{ url: '/', description: '本门户' }],
    components: {
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: '登录会话 Cookie，由登录接口设置；浏览器同源请求自动携带。',
        },
        subscriptionKey: {
          type: 'apiKey',
          in: 'header',
          name: 'subscription-key',
          description: '企业订阅密钥，只在企业后台使用（也接受 Ocp-Apim-Subscription-Key）。',
        },
        signature: {
          type: 'apiKey',
          in: 'header',
          name: 'signature',
          description: '由订阅密钥换取的短期签名（最长 10 分钟），供网页与 SDK 使用。',
        },
        deviceToken: {
          type: 'apiKey',
          in: 'header',
          name: 'device-token',
          description: '一体机的设备令牌：扫描设备管理中的激活二维码换取，绑定一台设备与一个项目，企业可随时收回。',
        },
        operatorSession: {
          type: 'apiKey',
          in: 'cookie',
          name: 'ops_session',
          description: '平台运营方的会话（/ops 登录后下发，SameSite=Strict），与企业用户的会话互不相通。',
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
  // The device token travels in the `device-token` header (or, over the WebSocket, as the input's deviceToken).
  device: [{ deviceToken: [] }],
  operator: [{ operatorSession: [] }],
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
  return collapseAnyOfAny(json) as JsonSchema;
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

const ACCESS_TEXT: Record<CallAccess, string> = {
  public: '公开接口，无需登录；按来源 IP 限流。',
  authed: '需要登录（会话 Cookie）。',
  manager: '需要登录，且为企业管理员。',
  superAdmin: '需要登录，且为超级管理员。',
  openapi: '开放接口：请求头 `subscription-key`（企业后台）或 `signature`（网页与 SDK）；按订阅密钥限流。',
  device: '一体机接口：请求头 `device-token`（设备令牌，由激活二维码换取）；令牌被收回后立即失效。',
  operator: '平台运营接口：需要运营方登录（Cookie `ops_session`，与企业会话互不相通）；每次变更写入审计日志。',
};

/** The operation's description: the area file's text, who may call, and where else the path answers. */
function describe(entry: LegacyRouteEntry, docs: CallDocs | undefined, isImplemented: boolean) {
  const notes = [docs?.description ?? entry.call.summary ?? '', `**调用权限：** ${ACCESS_TEXT[entry.call.access]}`];
  if (entry.base === '/api/v1' || entry.base === '/api') {
    const other = entry.base === '/api/v1' ? '/api' : '/api/v1';
    notes.push(`同一接口也在 \`${other}${entry.path.replace(/^\/v1(?=\/)/i, '')}\` 应答。`);
  }
  if (!isImplemented) notes.push('**尚未开放：** 目前应答 code 501。');
  return notes.filter(Boolean).join('\n\n');
}

/** OpenAPI `examples` of a media type from the area file's examples, when any applies. */
function namedExamples(examples: readonly CallExample[], value: (e: CallExample) => unknown) {
  const found = examples.flatMap((e) => {
    const v = value(e);
    return v === false ? [] : [[e.summary, { summary: e.summary, value: v }] as const];
  });
  return found.length ? { examples: Object.fromEntries(found) } : {};
}

/** `anyOf: [{}, …]` matches anything (zod's nullable unknown): say so plainly, keeping the annotations. */
function collapseAnyOfAny(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(collapseAnyOfAny);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) out[k] = collapseAnyOfAny(v);
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.some((s) => s && typeof s === 'object' && Object.keys(s).length === 0))
    delete out.anyOf;
  return out;
}

/** The reference's introduction: the envelope, the credentials and where the guides are. */
const INFO_DESCRIPTION = [
  '门户的全部接口，由接口目录生成，与服务器同步。',
  '',
  '- 每个接口以统一信封 `{code, message, data}` 应答，`code` 为 200 表示成功；业务错误以 HTTP 200 加自己的 `code` 应答，`message` 可直接展示。',
  '- 每个 `/api/v1/X` 路径也在 `/api/X` 应答，反之亦然。',
  '- 三种凭证：登录会话 Cookie（门户页面）、`subscription-key` 请求头（企业后台）、`signature` 请求头（网页与 SDK）。每个接口的「调用权限」写明它需要哪一种。',
  '',
  '登录、签名流程、SDK 嵌入、错误码与频率限制见开发文档页上方的指南（登录与会话、签名流程、嵌入 SDK、错误码、频率限制）。',
].join('\n');

/** One documented path of the portal's OpenAPI (served at /api/openapi.json, built from the call catalogue). */
export interface ApiOperation {
  id: string;
  area: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  implemented: boolean;
  params: { name: string; where: 'query' | 'path' | 'body'; required: boolean; type: string }[];
}

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  enum?: unknown[];
};
type Operation = {
  operationId: string;
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

const typeOf = (s: Schema | undefined): string => {
  if (!s) return 'any';
  if (s.enum) return s.enum.map(String).join(' | ');
  if (s.anyOf) return s.anyOf.map(typeOf).join(' | ');
  return Array.isArray(s.type) ? s.type.join(' | ') : (s.type ?? 'object');
};

/** Flattens the OpenAPI document into operations grouped by area, in path order. */
export function indexOpenApi(doc: { paths?: Record<string, Record<string, Operation>> }): ApiOperation[] {
  const ops: ApiOperation[] = [];
  for (const [path, methods] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(methods)) {
      const body = op.requestBody?.content?.['application/json']?.schema;
      const required = new Set(body?.required ?? []);
      ops.push({
        id: op.operationId,
        area: op.tags?.[0] ?? 'other',
        method: method.toUpperCase(),
        path,
        summary: op.summary ?? op.operationId,
        description: op.description ?? '',
        implemented: !/Not implemented/i.test(op.description ?? ''),
        params: [
          ...(op.parameters ?? []).map((p) => ({
            name: p.name,
            where: (p.in === 'path' ? 'path' : 'query') as 'path' | 'query',
            required: p.required === true,
            type: typeOf(p.schema),
          })),
          ...Object.entries(body?.properties ?? {}).map(([name, s]) => ({
            name,
            where: 'body' as const,
            required: required.has(name),
            type: typeOf(s),
          })),
        ],
      });
    }
  }
  return ops.sort((a, b) => a.area.localeCompare(b.area) || a.path.localeCompare(b.path));
}

/** Operations whose path, summary or id contain the keyword, case-insensitive. */
export function searchOperations(ops: readonly ApiOperation[], keyword: string): ApiOperation[] {
  const k = keyword.trim().toLowerCase();
  if (!k) return [...ops];
  return ops.filter((o) => [o.path, o.summary, o.id].some((t) => t.toLowerCase().includes(k)));
}

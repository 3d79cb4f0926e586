/**
 * Completes Pustak's OpenAPI document with response schemas before GraphQL Mesh composes it.
 * REST's routes declare request schemas only, so every answer in /api/openapi.json is untyped and
 * Mesh would turn each operation into a JSON scalar no client could select fields from. Here each
 * GET the benchmarked screens use is called once and its answer's JSON Schema is inferred from
 * the live response, so the composed graph has real types with the same fields as the REST wire.
 * Never changes parameters, paths or request bodies: only fills in missing 200 responses.
 */

export type JsonSchema = {
  type?: 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean';
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
};

/** The JSON Schema of one value; `null` becomes a nullable string until another sample says more. */
export function schemaOf(value: unknown): JsonSchema {
  if (value === null) return { type: 'string', nullable: true };
  if (Array.isArray(value)) {
    const items = value.map(schemaOf);
    return { type: 'array', items: items.length ? items.reduce(merge) : { type: 'string' } };
  }
  switch (typeof value) {
    case 'object': {
      const properties: Record<string, JsonSchema> = {};
      for (const [key, v] of Object.entries(value as Record<string, unknown>)) properties[key] = schemaOf(v);
      return { type: 'object', properties };
    }
    case 'number':
      return { type: Number.isInteger(value) ? 'integer' : 'number' };
    case 'boolean':
      return { type: 'boolean' };
    default:
      return { type: 'string' };
  }
}

/** One schema that accepts what either accepts (fields of both objects, nullable if either is). */
export function merge(a: JsonSchema, b: JsonSchema): JsonSchema {
  const nullable = a.nullable || b.nullable || undefined;
  const known = (s: JsonSchema) => !(s.nullable && s.type === 'string' && !s.properties && !s.items);
  if (!known(a)) return { ...b, nullable: true };
  if (!known(b)) return { ...a, nullable: true };
  if (a.type === 'object' && b.type === 'object') {
    const properties = { ...a.properties };
    for (const [key, s] of Object.entries(b.properties ?? {})) {
      properties[key] = properties[key] ? merge(properties[key], s) : s;
    }
    return { type: 'object', properties, ...(nullable ? { nullable } : {}) };
  }
  if (a.type === 'array' && b.type === 'array') {
    return { type: 'array', items: merge(a.items ?? {}, b.items ?? {}), ...(nullable ? { nullable } : {}) };
  }
  const type = a.type === b.type ? a.type : a.type === 'integer' || b.type === 'integer' ? 'number' : a.type;
  return { type, ...(nullable ? { nullable } : {}) };
}

interface OpenApiOperation {
  responses?: Record<string, { description?: string; content?: unknown }>;
  [key: string]: unknown;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  [key: string]: unknown;
}

/**
 * Fetches the document from a running REST service and types the 200 answer of each sampled GET
 * (`samples` maps an OpenAPI path such as `/api/books/{id}/` to concrete URLs to call).
 */
export async function completedOpenApi(
  restOrigin: string,
  samples: Record<string, string[]>,
  token: string,
): Promise<OpenApiDocument> {
  const document = (await (await fetch(`${restOrigin}/api/openapi.json`)).json()) as OpenApiDocument;
  for (const [openApiPath, urls] of Object.entries(samples)) {
    const operation = document.paths[openApiPath]?.get;
    if (!operation) throw new Error(`OpenAPI document has no GET ${openApiPath}`);
    let schema: JsonSchema | undefined;
    for (const url of urls) {
      const res = await fetch(`${restOrigin}${url}`, { headers: { authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
      const inferred = schemaOf(await res.json());
      schema = schema ? merge(schema, inferred) : inferred;
    }
    operation.responses = {
      ...operation.responses,
      200: { description: 'Inferred by the benchmark from live answers', content: { 'application/json': { schema } } },
    };
  }
  return document;
}

/**
 * Numbers out of range are the client's mistake, a 400, never a 500: walked over every integer
 * parameter the OpenAPI document declares (path and query) and every integer field of every JSON
 * body, with values past int4 and values too large for JavaScript to hold at all ('9' × 309 is
 * Infinity once read, which passes a schema's `maximum`).
 */
import { beforeAll, expect, it } from 'vitest';
import { booksInStock, createMember, describeEachTarget, type Member, type Reply } from './helpers.js';

interface Schema {
  type?: string;
  anyOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  enum?: unknown[];
  format?: string;
}
interface Parameter {
  in: string;
  name: string;
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

const HUGE = '9'.repeat(309);
/** As text (paths, query strings): past int4, past 2^64, past any JavaScript number, and spelled as Infinity. */
const OUT_OF_RANGE_TEXT = [HUGE, '2147483648', '99999999999999999999', '-2147483649', '1e400', 'Infinity'];
/** As JSON: the same, and a literal JSON.parse reads as Infinity. */
const OUT_OF_RANGE_JSON = [HUGE, '9'.repeat(400), '1e400', '2147483648', '-2147483649', '"Infinity"', `"${HUGE}"`];

const isNumeric = (schema: Schema | undefined): boolean =>
  !!schema &&
  (schema.type === 'integer' ||
    schema.type === 'number' ||
    isNumeric(schema.items) ||
    (schema.anyOf ?? []).some(isNumeric));

/** A value the schema accepts in shape (its first branch), to carry one bad number. */
function sample(schema: Schema | undefined): unknown {
  if (!schema) return 'text';
  if (schema.anyOf) return sample(schema.anyOf[0]);
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [sample(schema.items)];
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sample(v)]));
    default:
      return schema.format === 'date' ? '1990-01-01' : 'text';
  }
}

/** Paths (property names and array indexes) of the numeric fields in a body schema. */
function numericFields(schema: Schema | undefined, at: (string | number)[] = []): (string | number)[][] {
  if (!schema) return [];
  const found: (string | number)[][] = [];
  for (const branch of schema.anyOf ?? [schema]) {
    if ((branch.type === 'integer' || branch.type === 'number') && at.length) found.push(at);
    if (branch.type === 'array') found.push(...numericFields(branch.items, [...at, 0]));
    for (const [key, property] of Object.entries(branch.properties ?? {}))
      found.push(...numericFields(property, [...at, key]));
  }
  return found;
}

/** The body `sample(schema)` with the field at `where` written as the raw JSON `literal`. */
function bodyWith(schema: Schema, where: (string | number)[], literal: string): string {
  const body = sample(schema) as Record<string | number, unknown>;
  let holder = body;
  for (const key of where.slice(0, -1)) holder = holder[key] as Record<string | number, unknown>;
  holder[where.at(-1)!] = '__OUT_OF_RANGE__';
  return JSON.stringify(body).replace('"__OUT_OF_RANGE__"', literal);
}

function expectBadRequest(reply: Reply, what: string): void {
  expect(reply.status, `${what}: ${JSON.stringify(reply.body)}`).toBe(400);
  expect(reply.body, what).toEqual({ success: false, message: expect.any(String) });
}

describeEachTarget('numbers out of range', (api) => {
  let member: Member;
  /** The demo admin's token: staff routes refuse a member (403) before they read a number. */
  let admin: string;
  let operations: [string, string, Operation][];
  /** Who calls `path`: the admin for /api/staff/, else a member. */
  const tokenFor = (path: string) => (path.startsWith('/api/staff/') ? admin : member.token);
  beforeAll(async () => {
    member = await createMember(api);
    admin = (await api.post('/users/login/', { email: 'admin@pustak.np', password: 'pustak123' })).body.data.tokens
      .access as string;
    const document = (await api.get('/openapi.json')).body as { paths: Record<string, Record<string, Operation>> };
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]): [string, string, Operation] => [method.toUpperCase(), path, op]),
    );
  });

  it('every integer path and query parameter of the OpenAPI document answers 400', async () => {
    let walked = 0;
    for (const [method, path, op] of operations) {
      const parameters = op.parameters ?? [];
      for (const target of parameters.filter((p) => (p.in === 'path' || p.in === 'query') && isNumeric(p.schema))) {
        walked++;
        for (const value of OUT_OF_RANGE_TEXT) {
          let url = path;
          for (const p of parameters.filter((p) => p.in === 'path'))
            url = url.replace(`{${p.name}}`, p.name === target.name ? value : '1');
          if (target.in === 'query') url += `?${target.name}=${value}`;
          const withBody = method !== 'GET' && method !== 'DELETE';
          const reply = await api.request(method, url.replace(/^\/api/, ''), {
            token: tokenFor(path),
            ...(withBody ? { json: {} } : {}),
          });
          expectBadRequest(reply, `${method} ${path} ${target.in} ${target.name}=${value.slice(0, 20)}`);
        }
      }
    }
    expect(walked).toBeGreaterThan(30);
  });

  it('every integer field of every JSON body answers 4xx, never 5xx', async () => {
    let walked = 0;
    for (const [method, path, op] of operations) {
      const schema = op.requestBody?.content?.['application/json']?.schema;
      if (!schema) continue;
      for (const where of numericFields(schema)) {
        walked++;
        for (const literal of OUT_OF_RANGE_JSON) {
          const reply = await api.request(method, path.replace(/^\/api/, '').replace(/\{[^}]+\}/g, '1'), {
            token: tokenFor(path),
            raw: bodyWith(schema, where, literal),
          });
          const what = `${method} ${path} ${where.join('.')}=${literal.slice(0, 20)}: ${JSON.stringify(reply.body)}`;
          expect(reply.status, what).toBeGreaterThanOrEqual(400);
          expect(reply.status, what).toBeLessThan(500);
        }
      }
    }
    expect(walked).toBeGreaterThan(5);
  });

  it('a review rating, a cart quantity and an order line out of range are 400s naming the field', async () => {
    const [book] = await booksInStock(api, 1);
    for (const literal of OUT_OF_RANGE_JSON) {
      const review = await api.request('POST', `/books/${book.id}/review/`, {
        token: member.token,
        raw: `{"rating": ${literal}, "title": "Out of range", "content": "A rating nobody can give."}`,
      });
      expectBadRequest(review, `rating ${literal.slice(0, 20)}`);
      expect(review.body.message).toMatch(/rating/);
      const added = await api.request('POST', `/cart/${book.id}/add`, {
        token: member.token,
        raw: `{"quantity": ${literal}}`,
      });
      expectBadRequest(added, `quantity ${literal.slice(0, 20)}`);
      expect(added.body.message).toMatch(/quantity/);
      const ordered = await api.request('POST', '/order/create-order/', {
        token: member.token,
        raw: `{"item_ids": [${literal}], "shipping_address_id": 1}`,
      });
      expectBadRequest(ordered, `item_ids ${literal.slice(0, 20)}`);
      expect(ordered.body.message).toMatch(/item_ids/);
    }
    // Nothing was written: no review, nothing in the cart.
    expect((await api.get(`/books/${book.id}/has-reviewed/`, member.token)).body.has_review).toBe(false);
    expect((await api.get('/cart/', member.token)).body.data).toEqual([]);
  });

  it('a genre id past int4 is a 400, as any other id', async () => {
    for (const genre of ['2147483648', HUGE]) expectBadRequest(await api.get(`/books/?genre=${genre}`), genre);
    expect((await api.get('/books/?genre=2147483647')).body.count).toBe(0);
  });
});

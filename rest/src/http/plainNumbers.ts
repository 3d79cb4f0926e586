/**
 * Numbers arrive as text in paths, query strings and multipart forms, so Ajv coerces them
 * (`coerceTypes`). Its coercion is JavaScript's `+text`: '0x10' is 16, '1e3' is 1000, ' 12',
 * '+5' and '012' are 12, 5 and 12, and `true` is 1; an id written any of those ways reached the
 * database as some other row. This preValidation hook reads the route's own schemas and, wherever
 * a schema wants a number, accepts text only in plain decimal form ('12', '-3', '4.50') and
 * refuses booleans and null, with a 400 naming the field. Other fields are untouched: '1e3' is a
 * fine book title.
 *
 * It also refuses numbers too large for JavaScript to hold: '9' × 309 in a query, or 400 nines in
 * JSON, is Infinity once read, and Ajv checks `maximum` only on finite numbers, so Infinity would
 * pass every bound a schema sets and reach a LIMIT or a query as no number the database takes.
 */
import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.js';

interface Schema {
  type?: string | string[];
  minimum?: number;
  maximum?: number;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
}

const INTEGER = /^-?(0|[1-9]\d*)$/;
const DECIMAL = /^-?(0|[1-9]\d*)(\.\d+)?$/;

const types = (schema: Schema) => (schema.type === undefined ? [] : [schema.type].flat());

/** Infinity as JSON.parse or Ajv's coercion would make it of this value, or undefined. */
function infinityOf(value: unknown): number | undefined {
  // Ajv coerces text with `+text`: 'Infinity' and '1e400' become Infinity too.
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? +value : NaN;
  return number === Infinity || number === -Infinity ? number : undefined;
}

/** 'must be <= 100', as Ajv says it for a finite number past the bound, or 'is out of range'. */
function rangeProblem(branches: Schema[], infinity: number): string {
  const bound = branches.map((b) => (infinity > 0 ? b.maximum : b.minimum)).find((n) => n !== undefined);
  return bound === undefined ? 'is out of range' : `must be ${infinity > 0 ? '<=' : '>='} ${bound}`;
}

/**
 * 'must be a whole number written in digits' when `value` is a number in disguise, 'must be <= N'
 * when it is too large to be a number at all, else undefined.
 */
function scalarProblem(schema: Schema, value: unknown): string | undefined {
  const branches = schema.anyOf ?? [schema];
  const accepted = branches.flatMap(types);
  const integer = accepted.includes('integer');
  if (!integer && !accepted.includes('number')) return undefined;
  const infinity = infinityOf(value);
  if (infinity !== undefined) return rangeProblem(branches, infinity);
  if (typeof value === 'string') {
    // Another branch takes the text as text ('1' to '5' ratings), or '' as null.
    if (accepted.includes('string') || (value === '' && accepted.includes('null'))) return undefined;
    if ((integer ? INTEGER : DECIMAL).test(value)) return undefined;
  } else if (typeof value === 'boolean' || value === null) {
    if (accepted.includes(typeof value === 'boolean' ? 'boolean' : 'null')) return undefined;
  } else {
    return undefined;
  }
  return integer ? 'must be a whole number written in digits' : 'must be a number written in digits';
}

function findProblem(schema: Schema | undefined, value: unknown, field: string): string | undefined {
  if (!schema || value === undefined) return undefined;
  const problem = scalarProblem(schema, value);
  if (problem) return `${field || 'value'} ${problem}`;
  for (const branch of schema.anyOf ?? [schema]) {
    if (branch.properties && value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, property] of Object.entries(branch.properties)) {
        const found = findProblem(property, (value as Record<string, unknown>)[key], field ? `${field}.${key}` : key);
        if (found) return found;
      }
    }
    if (branch.items && types(branch).includes('array')) {
      // coerceTypes 'array' turns one value into a list of one: check it as an item.
      const items = Array.isArray(value) ? value : [value];
      for (const [index, item] of items.entries()) {
        const found = findProblem(branch.items, item, Array.isArray(value) ? `${field}.${index}` : field);
        if (found) return found;
      }
    }
  }
  return undefined;
}

export async function refuseDisguisedNumbers(request: FastifyRequest): Promise<void> {
  const schema = request.routeOptions.schema as
    { params?: Schema; querystring?: Schema; query?: Schema; body?: Schema } | undefined;
  if (!schema) return;
  const problem =
    findProblem(schema.params, request.params, '') ??
    findProblem(schema.querystring ?? schema.query, request.query, '') ??
    findProblem(schema.body, request.body, '');
  if (problem) throw badRequest(problem);
}

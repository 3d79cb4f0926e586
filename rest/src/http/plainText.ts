/**
 * Text input is plain text. One preValidation hook for every route walks the query string, the
 * path parameters and the body (JSON or multipart fields; uploaded files are bytes, not text)
 * and refuses, with a 400 naming the field:
 * - NUL and every other control character (C0, DEL, C1): PostgreSQL refuses NUL in text (a 500
 *   before this hook), and the others hide or forge text in screens, mail and logs;
 * - line breaks and tabs, except in the fields that hold several lines (MULTI_LINE_FIELDS);
 * - lone UTF-16 surrogates, which no character encodes (they would be stored as U+FFFD).
 * Being one hook, a route added later cannot forget it.
 */
import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.js';

/**
 * Body fields written as several lines by people: a review's content, a member's bio, a book's
 * description, an author's biography, a contact message and staff's reply to it, an order's notes;
 * and a Goodreads export's CSV text.
 */
export const MULTI_LINE_FIELDS: ReadonlySet<string> = new Set([
  'content',
  'bio',
  'description',
  'biography',
  'message',
  'reply',
  'notes',
  'csv',
]);

// The point of this module is to find control characters.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LINE_BREAK_OR_TAB = /[\t\n\r]/;
const LONE_SURROGATE = /\p{Cs}/u;
/** Deeper than any request body of this API; keeps a hostile body from costing much. */
const MAX_DEPTH = 8;

function textProblem(text: string, multiLine: boolean): string | undefined {
  if (CONTROL.test(text)) return 'must not contain control characters';
  if (!multiLine && LINE_BREAK_OR_TAB.test(text)) return 'must be a single line without tabs';
  if (LONE_SURROGATE.test(text)) return 'must be valid text';
  return undefined;
}

/** The first problem found in `value` (keys included), as 'field must …'. */
function findProblem(value: unknown, field: string, multiLine: boolean, depth: number): string | undefined {
  if (typeof value === 'string') {
    const problem = textProblem(value, multiLine);
    return problem && `${field || 'value'} ${problem}`;
  }
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  if (depth > MAX_DEPTH) return `${field || 'body'} is nested too deeply`;
  for (const [key, item] of Object.entries(value)) {
    const keyProblem = textProblem(key, false);
    if (keyProblem) return `A field name ${keyProblem}`;
    const name = field ? `${field}.${key}` : key;
    // Array items keep their field's rule; an object's fields have their own names.
    const itemMultiLine = Array.isArray(value) ? multiLine : MULTI_LINE_FIELDS.has(key);
    const problem = findProblem(item, name, itemMultiLine, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

export async function refuseControlCharacters(request: FastifyRequest): Promise<void> {
  const problem =
    findProblem(request.params, '', false, 0) ??
    findProblem(request.query, '', false, 0) ??
    findProblem(request.body, '', false, 0);
  if (problem) throw badRequest(problem);
}

/**
 * The feed's opaque cursor: the last row's time and id, so a page starts strictly after it in
 * (time, id) order, ties on time broken by id. Anything that does not decode is a 400, never a 500.
 */
import { badRequest } from '../http/errors.js';

export interface FeedPosition {
  at: Date;
  id: number;
}

export function encodeCursor(position: FeedPosition): string {
  return Buffer.from(`${position.at.toISOString()}|${position.id}`, 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string): FeedPosition {
  const invalid = () => badRequest('after is not a cursor this feed gave (take next_cursor from a page)');
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) throw invalid();
  const [time, idText, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const at = new Date(time ?? '');
  const id = Number(idText);
  if (rest.length || Number.isNaN(at.getTime()) || at.toISOString() !== time || !Number.isSafeInteger(id) || id < 1)
    throw invalid();
  return { at, id };
}

/**
 * What a search or catalog address asks for, made fit to ask the graph: an address is typed,
 * pasted, truncated and edited, and should then show books or none, never an error screen that
 * 'Try Again' can only repeat.
 */

/**
 * Text from an address bar or a pasted line, made fit to search by: control characters, tabs and
 * line breaks become spaces, runs of spaces one, and the ends are trimmed: the graph refuses a
 * control character and REST a tab or line break inside the words. Cut to the longest text REST
 * searches by (200 characters).
 */
// Control characters are what this module is for.
// eslint-disable-next-line no-control-regex
const NOT_PRINTED = /[\s\u0000-\u001F\u007F-\u009F]+/g;

export const SEARCH_TEXT_MAX = 200;

export function cleanSearchText(raw: string, maxLength = SEARCH_TEXT_MAX): string {
  return raw.replace(NOT_PRINTED, ' ').trim().slice(0, maxLength).trim();
}

/** REST's last page; the graph takes whole numbers only ('2.5' is page 2, 'x' page 1). */
const PAGE_MAX = 100_000;

export function pageParam(params: URLSearchParams): number {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return page >= 1 ? Math.min(page, PAGE_MAX) : 1;
}

/**
 * Which part of a suggestion's text the query matched, for highlighting: the typed text itself
 * when it appears ('sap' in 'Sapiens'), otherwise the run of words whose Roman forms the query
 * spells or nearly spells ('muna madan' in 'मुनामदन', 'dewkota' in 'Laxmi Prasad Devkota').
 * Offsets are UTF-16 code units of the text, as JavaScript strings index it; end is exclusive.
 */
import { queryForms, toLatin } from './transliteration.js';

export interface Span {
  start: number;
  end: number;
}

/** pg_trgm's trigrams of one word: padded with two spaces before and one after. */
function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const set = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
  return set;
}

/** The share of the query word's trigrams found in the text word (pg_trgm's word similarity, simplified). */
function likeness(queryWord: string, word: string): number {
  const wanted = trigrams(queryWord);
  const have = trigrams(word);
  let shared = 0;
  for (const t of wanted) if (have.has(t)) shared++;
  return shared / wanted.size;
}

/** As close as a transposed pair of letters leaves a word ('sapeins' to 'sapiens'). */
const ALIKE = 0.5;

export function matchedSpan(text: string, query: string): Span | null {
  const typed = query.trim().toLowerCase();
  if (!typed) return null;
  const at = text.toLowerCase().indexOf(typed);
  if (at >= 0) return { start: at, end: at + typed.length };
  const forms = queryForms(query);
  const compact = forms.map((f) => f.replace(/ /g, ''));
  const queryWords = forms.flatMap((f) => f.split(' ')).filter((w) => w.length >= 2);
  const matches = (word: string) => {
    const latin = toLatin(word).replace(/ /g, '');
    if (latin.length < 2) return false;
    // A word the query starts with, or a word it names (whole or begun), or one nearly alike.
    return (
      compact.some((c) => c.startsWith(latin)) ||
      queryWords.some((q) => latin.startsWith(q) || (latin.length >= 3 && q.startsWith(latin))) ||
      queryWords.some((q) => likeness(q, latin) >= ALIKE)
    );
  };
  let span: Span | null = null;
  for (const word of text.matchAll(/[\p{L}\p{M}\p{N}]+/gu)) {
    const start = word.index;
    const end = start + word[0].length;
    if (matches(word[0])) span = span ? { start: span.start, end } : { start, end };
    else if (span) break;
  }
  return span;
}

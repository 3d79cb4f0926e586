/**
 * Plain lowercase Roman forms of titles and names, kept beside them in the database
 * (books.title_latin, authors.name_latin) so a title typed in either script finds the other:
 * 'मुनामदन' is stored as 'munamadan', and a search for 'muna madan' or 'मुनामदन' compares
 * against it. Devanagari goes through @indic-transliteration/sanscript (IAST), then the spellings
 * Nepali readers type replace IAST's marks ('ś' → 'sh'), and diacritics are stripped.
 * Never used for display: only for matching.
 */
import sanscriptModule from '@indic-transliteration/sanscript';

// A CommonJS module: Node's default import is the Sanscript object itself, though its types
// declare it as an ES default export.
const Sanscript = sanscriptModule as unknown as typeof sanscriptModule.default;

const DEVANAGARI = /[\u0900-\u097F]/;
/** A consonant letter (with nukta forms); one standing last in a word keeps no inherent 'a' in Nepali. */
const CONSONANT = '[\\u0915-\\u0939\\u0958-\\u095F]';
const SIGN = '[\\u093E-\\u094D\\u0962\\u0963]';
/** Nepali drops the final inherent vowel: मदन is 'madan', not IAST's 'madana'. */
const FINAL_SCHWA = new RegExp(`(${CONSONANT})(?!${SIGN}|\\u093C)(?=$|[^\\u0900-\\u097F])`, 'gu');
/**
 * Spoken Nepali also drops a medial inherent vowel before a consonant that carries a vowel sign
 * (देवकोटा is said 'devkota'); queries are tried both ways, since compounds (मुनामदन) keep it.
 */
const MEDIAL_SCHWA = new RegExp(`(?<=[\\u0900-\\u097F])(${CONSONANT})(?=${CONSONANT}[\\u093E-\\u094C])`, 'gu');
const VIRAMA = '\u094D';

const NEPALI_SPELLINGS: [RegExp, string][] = [
  [/[śṣ]/g, 'sh'],
  [/c(?!h)/g, 'ch'],
  [/[ṃṁ~]/g, 'n'],
  [/ṛ/g, 'ri'],
];

function romanize(devanagari: string): string {
  let latin = Sanscript.t(devanagari, 'devanagari', 'iast');
  for (const [pattern, spelling] of NEPALI_SPELLINGS) latin = latin.replace(pattern, spelling);
  return latin;
}

/** Lowercase, without diacritics or punctuation, single spaces. */
function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The stored Roman form of a title or name ('मुनामदन' → 'munamadan', 'Sapiens' → 'sapiens'). */
export function toLatin(text: string): string {
  if (!DEVANAGARI.test(text)) return plain(text);
  return plain(romanize(text.replace(FINAL_SCHWA, `$1${VIRAMA}`)));
}

/**
 * The Roman forms a query is compared in: its stored-style form, and for Devanagari also the
 * spoken form without medial inherent vowels ('देवकोटा' → 'devakota' and 'devkota').
 */
export function queryForms(query: string): string[] {
  const forms = new Set([toLatin(query)]);
  if (DEVANAGARI.test(query)) forms.add(toLatin(query.replace(MEDIAL_SCHWA, `$1${VIRAMA}`)));
  return [...forms].filter(Boolean);
}

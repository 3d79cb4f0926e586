/**
 * How a typed title or name matches a stored one, in SQL: the same conditions filter the catalog
 * (GET /books/?title=&author=) and the suggestions, and the same rank orders them. A row matches
 * when its text contains the query, or its Roman form (transliteration.ts) contains a Roman form of
 * the query, with or without spaces ('muna madan' finds 'मुनामदन' stored as 'munamadan'), or when
 * they are alike by trigram word similarity ('sapeins' finds 'Sapiens'). Every condition is served
 * by a trigram index. Rank: the exact text first, then the same in Roman letters, then prefix, then similarity;
 * callers add popularity.
 */
import { or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { WORD_SIMILARITY_THRESHOLD } from '../db/client.js';
import { containsPattern, prefixPattern } from '../http/like.js';
import { queryForms } from './transliteration.js';

export interface TextMatch {
  /** Contains the query, in its own letters or in Roman ones: what a reader typed, found as typed. */
  direct: SQL;
  /** `direct`, or alike by trigrams (a typo, a near spelling). */
  where: SQL;
  /** 0 the very text, 1 the same in Roman letters, 2 prefix, 3 alike. */
  tier: SQL<number>;
  /** Trigram word similarity, 0 to 1. */
  score: SQL<number>;
}

/**
 * How alike a query must be to match by trigrams alone. A short word shares its leading trigrams
 * with every word that starts the same way ('muna' would find 'Mustang'), so it needs more.
 */
const alikeBar = (compact: string) => (compact.length >= 6 ? 0.3 : 0.5);

/**
 * Alike by trigrams: word similarity at least the session's threshold, which the index serves; a
 * higher bar is checked again, but never the same bar twice, since each check scores every
 * candidate. Written `text %> query` (the same as `query <% text`) as the index condition reads,
 * so PostgreSQL's recheck of the index's candidates is the only check, not one more after it.
 */
function alikeAtLeast(query: string, text: SQL | AnyColumn, bar: number): SQL {
  const indexed = sql`${text} %> ${query}::text`;
  return bar > WORD_SIMILARITY_THRESHOLD
    ? sql`(${indexed} and word_similarity(${query}::text, ${text}) >= ${bar}::real)`
    : indexed;
}

export function textMatch(original: AnyColumn, latin: AnyColumn, query: string): TextMatch {
  const typed = query.trim();
  const joined = sql`replace(${latin}, ' ', '')`;
  const forms = queryForms(typed).map((form) => ({ form, compact: form.replace(/ /g, '') }));
  const direct: SQL[] = [sql`${original} ilike ${containsPattern(typed)}`];
  const alike: SQL[] = [];
  const exact = sql`lower(${original}) = lower(${typed}::text)`;
  const sameLatin: SQL[] = [];
  const prefix: SQL[] = [sql`${original} ilike ${prefixPattern(typed)}`];
  const scores: SQL[] = [sql`0::real`];
  for (const { form, compact } of forms) {
    const bar = alikeBar(compact);
    direct.push(sql`${latin} like ${containsPattern(form)}`, sql`${joined} like ${containsPattern(compact)}`);
    alike.push(alikeAtLeast(form, latin, bar), alikeAtLeast(compact, joined, bar));
    sameLatin.push(sql`${latin} = ${form}`, sql`${joined} = ${compact}`);
    prefix.push(sql`${latin} like ${prefixPattern(form)}`, sql`${joined} like ${prefixPattern(compact)}`);
    scores.push(sql`word_similarity(${form}::text, ${latin})`, sql`word_similarity(${compact}::text, ${joined})`);
  }
  return {
    direct: or(...direct)!,
    where: or(...direct, ...alike)!,
    tier: sql<number>`(case when ${exact} then 0 when ${or(exact, ...sameLatin)} then 1
      when ${or(...prefix)} then 2 else 3 end)`,
    score: sql<number>`coalesce(greatest(${sql.join(scores, sql`, `)}), 0)`,
  };
}

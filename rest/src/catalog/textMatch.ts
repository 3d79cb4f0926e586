/**
 * How a typed title or name matches a stored one, in SQL: the same conditions filter the catalog
 * (GET /books/?title=&author=) and the suggestions, and the same rank orders them. A row matches
 * when its text contains the query, or its Roman form (transliteration.ts) contains a Roman form of
 * the query, with or without spaces ('muna madan' finds 'मुनामदन' stored as 'munamadan'), or when
 * they are alike by trigram word similarity ('sapeins' finds 'Sapiens'). Every condition is served
 * by a trigram index. Rank: the exact text first, then the same in Roman letters, then prefix, then similarity;
 * callers add popularity.
 */
import { and, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
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
  /**
   * What the trigram indexes find for `where`, before the bars of `alike`: a ranked page scores
   * these rows once (`scores`) and applies the bars to the scores, rather than computing each
   * similarity again in the filter and again in the order.
   */
  candidates: SQL;
  /** Each form's similarity in each column, with the bar it must reach to match alone. */
  scores: { score: SQL<number>; bar: number }[];
  /** Starts with the query (tiers 0 to 2: the exact text starts with itself); books' prefixes have btree indexes. */
  prefix: SQL;
  /**
   * Alike at the session's `pg_trgm.word_similarity_threshold`, one condition per column and form,
   * each served by its trigram index. Asked one by one, each index's candidates are rechecked
   * against its own condition alone; OR-ed, every candidate would be rechecked against them all.
   */
  alikeAtThreshold: SQL[];
}

/**
 * How alike a query must be to match by trigrams alone. A short word shares its leading trigrams
 * with every word that starts the same way ('muna' would find 'Mustang'), so it needs more.
 */
const alikeBar = (compact: string) => (compact.length >= 6 ? 0.3 : 0.5);

/**
 * Alike by trigrams: word similarity at least the session's threshold, which the index serves
 * (`text %> query`, the same as `query <% text`, as the index condition reads, so PostgreSQL's
 * recheck of the index's candidates is the check); a higher bar is one similarity more.
 */
const alikeAtLeast = (score: SQL<number>, bar: number) => sql`${score} >= ${bar}::real`;

/**
 * Each Roman form's word similarity to `latin` and to `latin` without spaces, with the bar each
 * must reach to match alone: TextMatch's `scores`, also asked of a Roman title read from an index
 * that holds it (books.ts bestSellers).
 */
export function similarities(latin: AnyColumn | SQL, query: string): { score: SQL<number>; bar: number }[] {
  const joined = sql`replace(${latin}, ' ', '')`;
  return queryForms(query.trim()).flatMap((form) => {
    const compact = form.replace(/ /g, '');
    const bar = alikeBar(compact);
    return [
      { score: sql<number>`word_similarity(${form}::text, ${latin})`, bar },
      { score: sql<number>`word_similarity(${compact}::text, ${joined})`, bar },
    ];
  });
}

export function textMatch(original: AnyColumn, latin: AnyColumn, query: string): TextMatch {
  const typed = query.trim();
  const joined = sql`replace(${latin}, ' ', '')`;
  const forms = queryForms(typed).map((form) => ({ form, compact: form.replace(/ /g, '') }));
  const direct: SQL[] = [sql`${original} ilike ${containsPattern(typed)}`];
  const exact = sql`lower(${original}) = lower(${typed}::text)`;
  const sameLatin: SQL[] = [];
  const prefix: SQL[] = [sql`${original} ilike ${prefixPattern(typed)}`];
  // The same prefixes as the btree indexes of 0006_search_estimates read them (ILIKE on UTF-8
  // text is LIKE on both sides lower-cased).
  const startsWith: SQL[] = [sql`lower(${original}) like lower(${prefixPattern(typed)})`];
  const scores = similarities(latin, typed);
  const indexed: SQL[] = [];
  const wholeWords: SQL[] = [];
  for (const { form, compact } of forms) {
    direct.push(sql`${latin} like ${containsPattern(form)}`, sql`${joined} like ${containsPattern(compact)}`);
    indexed.push(sql`${latin} %> ${form}::text`, sql`${joined} %> ${compact}::text`);
    sameLatin.push(sql`${latin} = ${form}`, sql`${joined} = ${compact}`);
    prefix.push(sql`${latin} like ${prefixPattern(form)}`, sql`${joined} like ${prefixPattern(compact)}`);
    startsWith.push(sql`${latin} like ${prefixPattern(form)}`, sql`${joined} like ${prefixPattern(compact)}`);
    wholeWords.push(sql`(' ' || ${latin} || ' ') like ${containsPattern(` ${form} `)}`);
  }
  const similarity = sql.join([sql`0::real`, ...scores.map((s) => s.score)], sql`, `);
  return {
    direct: or(...direct)!,
    // Contains the query, or alike by trigrams up to its bar: the index's candidates, and for a
    // bar above the session's threshold the similarity again (never the index condition twice).
    where: scores.every((s) => s.bar <= WORD_SIMILARITY_THRESHOLD)
      ? or(...direct, ...indexed)!
      : and(
          or(...direct, ...indexed),
          or(
            ...direct,
            ...scores.map((s, i) => (s.bar > WORD_SIMILARITY_THRESHOLD ? alikeAtLeast(s.score, s.bar) : indexed[i]!)),
          ),
        )!,
    tier: sql<number>`(case when ${exact} then 0 when ${or(exact, ...sameLatin)} then 1
      when ${or(...prefix)} then 2 else 3 end)`,
    // The Roman form holding the query as whole words scores 1, the most word similarity gives
    // (every trigram of the query lies in one extent of the text), without building a trigram
    // set per row: a broad word is whole in most of the thousands of titles it matches.
    score: sql<number>`(case when ${or(...wholeWords) ?? sql`false`} then 1::real else coalesce(greatest(${similarity}), 0) end)`,
    candidates: or(...direct, ...indexed)!,
    scores,
    prefix: or(...startsWith)!,
    alikeAtThreshold: indexed,
  };
}

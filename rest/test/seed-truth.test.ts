import { describe, expect, it } from 'vitest';
import { buildCatalog, type BookRow } from '../src/seed/catalog.js';
import { NEPALI_AUTHORS, WORLD_AUTHORS, type Language } from '../src/seed/library.js';

const catalog = buildCatalog(new Date('2025-06-01T00:00:00Z'));
const realWorks = [...NEPALI_AUTHORS, ...WORLD_AUTHORS].flatMap((a) => a.works);
const real = catalog.books.slice(0, realWorks.length);
const generated = catalog.books.slice(realWorks.length);
const authorOf = new Map(catalog.authors.map((a) => [a.id, a]));

/** Languages a description might name; the four of the catalog and those real works were written in first. */
const LANGUAGES = ['English', 'Nepali', 'Japanese', 'French', 'Russian', 'Spanish', 'Portuguese', 'Bengali', 'Hebrew'];
const named = (text: string) => LANGUAGES.filter((l) => new RegExp(`\\b${l}\\b`).test(text));

const SCRIPT: Record<Language, RegExp> = {
  Nepali: /^[\u0900-\u097F\s]+$/,
  Japanese: /^[\u3040-\u30FF\u4E00-\u9FFF]+$/,
  English: /^[A-Za-z' ]+$/,
  French: /^[A-Za-zÀ-ÿ' ]+$/,
};

/** What a generated book's description must call it, by main genre, and words that would contradict it. */
const FAMILY: { genres: string[]; says: RegExp; never: RegExp }[] = [
  { genres: ['Poetry'], says: /\bpoems\b/, never: /\b(novel|stor(y|ies)|play|funny|tense)\b/ },
  { genres: ['Drama'], says: /\bplay\b/, never: /\b(novel|poems|funny)\b/ },
  { genres: ['Short Stories'], says: /\bshort stories\b/, never: /\b(novel|poems|funny)\b/ },
  { genres: ["Children's Books"], says: /\bfor children\b/, never: /\b(dark|tense|haunting|murder|crime)\b/ },
  {
    genres: ['Mystery & Thriller'],
    says: /\bmystery\b/,
    never: /\b(funny|playful|gentle|tender|poems)\b/,
  },
  { genres: ['Romance'], says: /\blove story\b/, never: /\b(funny|dark|tense|poems)\b/ },
  {
    genres: [
      'Biography & Memoir',
      'History',
      'Philosophy',
      'Self-Help',
      'Business & Economics',
      'Travel & Adventure',
      'Religion & Spirituality',
      'Science & Nature',
      'Politics & Society',
    ],
    says: /\b(memoir|history|essays|guide|book)\b/,
    never: /\b(novel|stor(y|ies)|poems|play|funny|set in)\b/,
  },
  {
    genres: ['Fiction', 'Fantasy', 'Science Fiction', 'Historical Fiction', 'Young Adult'],
    says: /\bnovel\b/,
    never: /\b(funny|poems|memoir|guide)\b/,
  },
];
const mainGenre = (b: BookRow) => {
  const names = b.genreIds.map((id) => catalog.genres.find((g) => g.id === id)!.name);
  return names.find((n) => n !== 'Nepali Literature') ?? 'Fiction';
};

describe('seeded catalog reads true', () => {
  it('keeps the 1000+ books the site claims, real works first', () => {
    expect(catalog.books.length).toBeGreaterThanOrEqual(1250);
    expect(real.map((b) => b.title)).toEqual(realWorks.map((w) => w.title));
  });

  it('gives every real work its own description: written for it, distinct, never the old template', () => {
    expect(realWorks.every((w) => typeof w.description === 'string')).toBe(true);
    const descriptions = real.map((b) => b.description);
    expect(new Set(descriptions).size).toBe(real.length);
    for (const book of real) {
      const words = book.description.split(/\s+/).length;
      expect(words, book.title).toBeGreaterThanOrEqual(18);
      expect(words, book.title).toBeLessThanOrEqual(62);
      expect(book.description, book.title).not.toMatch(
        /Readers in|hand to hand|belongs on the|shelf of every reader|is an? \w+ (story|book) by|written in (English|Nepali|Japanese|French)\./,
      );
    }
  });

  it('names no language but its own in a real description, unless it is a translation', () => {
    for (const book of real) {
      const others = named(book.description).filter((l) => l !== book.language);
      if (others.length === 0) continue;
      expect(book.language, book.title).toBe('English');
      expect(book.description, book.title).toMatch(/translat/);
    }
    // Originals say so in their own language; translations say they are translations.
    const muna = real.find((b) => b.title === 'मुनामदन')!;
    expect(muna.description).toMatch(/original Nepali text/);
    expect(real.find((b) => b.title === 'Blue Mimosa')!.description).toMatch(/English translation/);
    expect(real.find((b) => b.title === 'Interpreter of Maladies')!.description).not.toMatch(/funny|Terai/);
  });

  it('gives every generated book a title in the script of its author’s language, one language per author', () => {
    const languagesOf = new Map<number, Set<Language>>();
    for (const book of generated) {
      expect(book.title, `${book.title} (${book.language})`).toMatch(SCRIPT[book.language]);
      languagesOf.set(book.authorId, (languagesOf.get(book.authorId) ?? new Set()).add(book.language));
    }
    for (const [authorId, languages] of languagesOf) {
      const author = authorOf.get(authorId)!;
      expect([...languages], author.name).toHaveLength(1);
      expect(author.biography, author.name).toContain([...languages][0]);
    }
    const nepaliNamed = generated.filter((b) =>
      /^(Anil|Bina|Kamal|Sarita|Pemba|Tara) /.test(authorOf.get(b.authorId)!.name),
    );
    expect(nepaliNamed.length).toBeGreaterThan(20);
    expect(nepaliNamed.every((b) => b.language === 'Nepali')).toBe(true);
    const japaneseNamed = generated.filter((b) => /^(Hana|Kenji|Yuki) /.test(authorOf.get(b.authorId)!.name));
    expect(japaneseNamed.length).toBeGreaterThan(10);
    expect(japaneseNamed.every((b) => b.language === 'Japanese')).toBe(true);
    expect(new Set(catalog.books.map((b) => b.title)).size).toBe(catalog.books.length);
  });

  it('describes generated books by their own genre, language, author and format, with no contradicting mood', () => {
    for (const book of generated) {
      const text = book.description;
      expect(named(text), text).toEqual([book.language]);
      expect(text).toContain(authorOf.get(book.authorId)!.name);
      expect(text).toContain(`First published in ${book.year}`);
      expect(text.toLowerCase()).toContain(book.format.toLowerCase());
      const genre = mainGenre(book);
      const family = FAMILY.find((f) => f.genres.includes(genre))!;
      expect(family, genre).toBeDefined();
      expect(text, genre).toMatch(family.says);
      expect(text, genre).not.toMatch(family.never);
      expect(book.category).toBe(family.genres.includes('History') ? 'Non-fiction' : 'Fiction');
    }
  });

  it('is the same catalog on every build', () => {
    const again = buildCatalog(new Date('2025-06-01T00:00:00Z'));
    expect(again.books).toEqual(catalog.books);
    expect(again.authors).toEqual(catalog.authors);
  });
});

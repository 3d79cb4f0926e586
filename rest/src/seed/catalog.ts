/**
 * Builds the seed catalog as plain rows with fixed ids: the real authors and works of library.ts,
 * then generated authors and books in all four languages around them. Pure and deterministic
 * (one seeded PRNG), so every fresh database holds the same books under the same ids.
 */
import {
  GENRES,
  NEPALI_AUTHORS,
  WORLD_AUTHORS,
  type GenreName,
  type Language,
  type RealAuthor,
  type Work,
} from './library.js';
import { blurbFor, mainGenre } from './blurbs.js';
import { seededRandom, type Random } from './random.js';
import { starCounts } from './starCounts.js';

export const TARGET_BOOKS = 1250;
export const TARGET_AUTHORS = 150;
/** A book the seed always leaves with no stock, so 'Item is out of stock' can be shown and tested. */
export const OUT_OF_STOCK_TITLE = 'The Last Copy of Winter';
const OUT_OF_STOCK_COUNT = 10;
const FORMATS = ['Paperback', 'Hardcover', 'eBook', 'Audiobook'] as const;

export interface AuthorRow {
  id: number;
  name: string;
  birthDate: string | null;
  email: string | null;
  biography: string;
}

export interface BookRow {
  id: number;
  title: string;
  authorId: number;
  price: string;
  ratingSum: number;
  totalRatings: number;
  /** Ratings of 1 to 5 stars (starCounts.ts): they sum to totalRatings, their stars to ratingSum. */
  ratingCounts: number[];
  year: number;
  datePublished: string;
  format: string;
  pages: number | null;
  dimensions: string | null;
  publicationHouse: string;
  imprint: string;
  publicationCity: string;
  language: Language;
  category: string;
  subcategory: string;
  description: string;
  salesCount: number;
  stock: number;
  createdAt: Date;
  genreIds: number[];
}

export interface Catalog {
  genres: { id: number; name: string }[];
  authors: AuthorRow[];
  books: BookRow[];
}

const FIRST_NAMES = [
  'Anil',
  'Bina',
  'Dipak',
  'Gita',
  'Hemanta',
  'Indira',
  'Kamal',
  'Laxmi',
  'Mohan',
  'Nirmala',
  'Pramod',
  'Radhika',
  'Sagar',
  'Sarita',
  'Suman',
  'Tara',
  'Ujjwal',
  'Yamuna',
  'Rojina',
  'Bikash',
  'Pemba',
  'Dawa',
  'Asmita',
  'Kiran',
];
const LAST_NAMES = [
  'Adhikari',
  'Bhattarai',
  'Gurung',
  'Karki',
  'Khadka',
  'Lama',
  'Magar',
  'Maharjan',
  'Neupane',
  'Pokharel',
  'Rai',
  'Shrestha',
  'Tamang',
  'Thapa',
  'Yadav',
  'Limbu',
  'Sherpa',
  'Joshi',
  'Pandey',
  'Ghimire',
];
/**
 * Generated world authors: a first name fixes the language its bearer writes in and the surnames
 * that go with it. Twelve of each, in this order, so the seed draws the same numbers as before.
 */
const BRITISH = [
  'Whitaker',
  'Bennett',
  'Hughes',
  'Fletcher',
  'Ashworth',
  'Carter',
  'Holloway',
  'Pemberton',
  'Reid',
  'Sinclair',
  'Turner',
  'Walsh',
];
const INDIAN = [
  'Menon',
  'Kapoor',
  'Iyer',
  'Banerjee',
  'Chopra',
  'Desai',
  'Nair',
  'Mehta',
  'Rao',
  'Sen',
  'Bhatt',
  'Malhotra',
];
const JAPANESE = [
  'Sato',
  'Tanaka',
  'Nakamura',
  'Suzuki',
  'Takahashi',
  'Watanabe',
  'Ito',
  'Yamamoto',
  'Kobayashi',
  'Kato',
  'Yoshida',
  'Mori',
];
const FRENCH = [
  'Moreau',
  'Laurent',
  'Dubois',
  'Lemaire',
  'Girard',
  'Bonnet',
  'Fontaine',
  'Rousseau',
  'Mercier',
  'Chevalier',
  'Garnier',
  'Perrin',
];
const WORLD_NAMES: { first: string; language: Language; surnames: readonly string[] }[] = [
  { first: 'Emma', language: 'English', surnames: BRITISH },
  { first: 'Oliver', language: 'English', surnames: BRITISH },
  { first: 'Hana', language: 'Japanese', surnames: JAPANESE },
  { first: 'Kenji', language: 'Japanese', surnames: JAPANESE },
  { first: 'Claire', language: 'French', surnames: FRENCH },
  { first: 'Julien', language: 'French', surnames: FRENCH },
  { first: 'Priya', language: 'English', surnames: INDIAN },
  { first: 'Arjun', language: 'English', surnames: INDIAN },
  { first: 'Sophie', language: 'English', surnames: BRITISH },
  { first: 'Daniel', language: 'English', surnames: BRITISH },
  { first: 'Yuki', language: 'Japanese', surnames: JAPANESE },
  { first: 'Grace', language: 'English', surnames: BRITISH },
];
const WRITER: Record<Language, string> = {
  Nepali: 'a Nepali writer',
  English: 'a writer in English',
  Japanese: 'a Japanese writer',
  French: 'a French writer',
};

const EN_ADJ = [
  'Silent',
  'Hidden',
  'Last',
  'Golden',
  'Broken',
  'Distant',
  'Forgotten',
  'Secret',
  'Burning',
  'Quiet',
  'Wandering',
  'Midnight',
  'Crimson',
  'Endless',
  'Little',
];
const EN_NOUN = [
  'River',
  'Mountain',
  'Garden',
  'Letter',
  'Monsoon',
  'Prayer Flags',
  'Lantern',
  'Bridge',
  'Kingdom',
  'Orchard',
  'Festival',
  'Journey',
  'Promise',
  'Valley',
  'Map',
  'Harvest',
  'Temple',
  'Song',
  'Stranger',
  'Summit',
];
const EN_PLACE = [
  'Kathmandu',
  'Pokhara',
  'Mustang',
  'the Terai',
  'Patan',
  'Bhaktapur',
  'Everest',
  'Janakpur',
  'Ilam',
  'Lumbini',
  'the Hills',
  'the North',
];
const NP_ADJ = ['सेतो', 'हराएको', 'अन्तिम', 'पुरानो', 'नयाँ', 'रातो', 'निलो', 'मौन', 'टाढाको', 'अधुरो', 'उजाड', 'सुनौलो'];
const NP_NOUN = [
  'सपना',
  'नदी',
  'पहाड',
  'गीत',
  'आकाश',
  'बाटो',
  'घर',
  'माया',
  'यात्रा',
  'सम्झना',
  'उज्यालो',
  'हिमाल',
  'फूल',
  'चिठी',
  'रात',
  'बिहान',
  'मन',
  'आँसु',
];
const NP_PLACE = ['काठमाडौं', 'पोखरा', 'कर्णाली', 'मुस्ताङ', 'जनकपुर', 'इलाम', 'पाटन', 'गोरखा', 'धनकुटा', 'जुम्ला'];
const JA_NOUN = ['夜', '桜', '海', '月', '雪', '風', '猫', '約束', '記憶', '庭', '駅', '手紙', '夏', '星', '山', '川'];
const FR_HEAD = [
  'La Nuit',
  'Le Silence',
  'La Mémoire',
  'Le Jardin',
  'La Lettre',
  'Le Voyage',
  "L'Hiver",
  'La Montagne',
  'Le Fleuve',
  'La Promesse',
];
const FR_TAIL = [
  'de Katmandou',
  'des Oubliés',
  "d'Été",
  'sans Fin',
  'du Nord',
  "de l'Himalaya",
  'des Étoiles',
  'du Matin',
];

/** More words for today's titles (titleIn); the lists above stay as they were for formerTitle. */
const NP_NOUN_MORE = ['जुन', 'तारा', 'खोला', 'गाउँ', 'सहर', 'बादल', 'ढुङ्गा', 'मुटु', 'छाया', 'कथा', 'बस्ती', 'झरना'];
const JA_NOUN_MORE = ['花', '光', '雨', '夢', '声', '道', '島', '森'];
const FR_HEAD_MORE = [
  'Le Secret',
  'La Maison',
  'Le Chemin',
  'La Saison',
  'Le Retour',
  'La Lumière',
  'Les Années',
  'Le Pont',
];
const FR_TAIL_MORE = [
  'de Lyon',
  'de Provence',
  'sous la Pluie',
  'au Bord de la Mer',
  'de Minuit',
  'des Collines',
  'du Sud',
  'de Septembre',
];

const PUBLISHERS: Record<Language, [house: string, city: string][]> = {
  Nepali: [
    ['Sajha Prakashan', 'Lalitpur'],
    ['FinePrint', 'Kathmandu'],
    ['Nepalaya', 'Kathmandu'],
    ['Ratna Pustak Bhandar', 'Kathmandu'],
    ['Book Hill', 'Kathmandu'],
    ['Shikha Books', 'Kathmandu'],
  ],
  English: [
    ['Penguin Random House India', 'Gurugram'],
    ['FinePrint', 'Kathmandu'],
    ['Speaking Tiger', 'New Delhi'],
    ['HarperCollins India', 'New Delhi'],
    ['Bloomsbury', 'London'],
    ['Vintage', 'New York'],
  ],
  Japanese: [
    ['Shinchosha', 'Tokyo'],
    ['Kodansha', 'Tokyo'],
    ['Bungeishunju', 'Tokyo'],
  ],
  French: [
    ['Gallimard', 'Paris'],
    ['Flammarion', 'Paris'],
    ['Le Livre de Poche', 'Paris'],
  ],
};

const NON_FICTION = new Set<GenreName>([
  'Biography & Memoir',
  'History',
  'Philosophy',
  'Self-Help',
  'Business & Economics',
  'Travel & Adventure',
  'Religion & Spirituality',
  'Science & Nature',
  'Politics & Society',
]);

function twoDigits(n: number): string {
  return String(n).padStart(2, '0');
}

/** Prices in whole rupees or half rupees, by language and format, as exact decimal strings. */
function priceFor(random: Random, language: Language, format: string): string {
  const [low, high] = language === 'Nepali' ? [200, 850] : language === 'English' ? [350, 1800] : [600, 2200];
  const factor = format === 'Hardcover' ? 1.4 : format === 'eBook' ? 0.5 : format === 'Audiobook' ? 0.8 : 1;
  const rupees = Math.round((random.int(low, high) * factor) / 5) * 5;
  return `${rupees}.${random.chance(0.15) ? '50' : '00'}`;
}

/** Sales and ratings: most books modest, about one in ten a best seller (SPEC §4: sales > 1000 or rating ≥ 4.5). */
function popularity(random: Random, boost: boolean) {
  const best = random.chance(boost ? 0.45 : 0.06);
  const totalRatings = best ? random.int(40, 600) : Math.floor(random.next() ** 2 * 250);
  if (!best) {
    const average = 2.8 + random.next() * 1.55; // below 4.35, never rounds to a best seller
    return {
      salesCount: Math.floor(random.next() ** 2 * 900),
      totalRatings,
      ratingSum: Math.min(Math.round(average * totalRatings), Math.floor(4.4 * totalRatings)),
    };
  }
  if (random.chance(0.5)) {
    return {
      salesCount: random.int(1001, 6500),
      totalRatings,
      ratingSum: Math.round((3.6 + random.next() * 0.8) * totalRatings),
    };
  }
  return {
    salesCount: random.int(100, 990),
    totalRatings,
    ratingSum: Math.ceil((4.5 + random.next() * 0.4) * totalRatings),
  };
}

/**
 * The title the seed drew before titles matched their author's language. Still drawn, and still
 * deciding when a title is drawn again, so every other field of every book keeps its seeded value.
 */
function formerTitle(random: Random, language: Language): string {
  switch (language) {
    case 'Nepali':
      return random.chance(0.5)
        ? `${random.pick(NP_ADJ)} ${random.pick(NP_NOUN)}`
        : `${random.pick(NP_PLACE)}को ${random.pick(NP_NOUN)}`;
    case 'Japanese':
      return `${random.pick(JA_NOUN)}の${random.pick(JA_NOUN)}`;
    case 'French':
      return `${random.pick(FR_HEAD)} ${random.pick(FR_TAIL)}`;
    default: {
      const patterns = [
        () => `The ${random.pick(EN_ADJ)} ${random.pick(EN_NOUN)}`,
        () => `${random.pick(EN_NOUN)} of ${random.pick(EN_PLACE)}`,
        () => `A ${random.pick(EN_NOUN)} in ${random.pick(EN_PLACE)}`,
        () => `The ${random.pick(EN_NOUN)} and the ${random.pick(EN_NOUN)}`,
        () => `${random.pick(EN_ADJ)} ${random.pick(EN_NOUN)}s`,
      ];
      return random.pick(patterns)();
    }
  }
}

/** A title in the book's own language, drawn from its own stream (titleRandom). */
function titleIn(random: Random, language: Language): string {
  const np = [...NP_NOUN, ...NP_NOUN_MORE];
  const ja = [...JA_NOUN, ...JA_NOUN_MORE];
  switch (language) {
    case 'Nepali':
      return random.pick([
        () => `${random.pick(NP_ADJ)} ${random.pick(np)}`,
        () => `${random.pick(NP_PLACE)}को ${random.pick(np)}`,
        () => `${random.pick(np)}को ${random.pick(np)}`,
        () => `${random.pick(np)} र ${random.pick(np)}`,
      ])();
    case 'Japanese':
      return random.chance(0.7) ? `${random.pick(ja)}の${random.pick(ja)}` : `${random.pick(ja)}と${random.pick(ja)}`;
    case 'French':
      return `${random.pick([...FR_HEAD, ...FR_HEAD_MORE])} ${random.pick([...FR_TAIL, ...FR_TAIL_MORE])}`;
    default:
      return formerTitle(random, 'English');
  }
}

/** Mood and place words the former template drew for every book; still drawn to keep the seed's numbers. */
const FORMER_MOODS = ['quiet', 'moving', 'sharp', 'tender', 'sweeping', 'funny', 'haunting'];

/** Form genres (a book of poems, a play, stories, a children's book) only as a book's main genre. */
const FORMS = new Set<GenreName>(['Poetry', 'Drama', 'Short Stories', "Children's Books"]);

/**
 * Keeps a generated book's genres telling one story: its main genre, then only others of the same
 * kind (fiction beside fiction, non-fiction beside non-fiction), never Classics for a new book.
 */
function coherent(genres: GenreName[]): GenreName[] {
  const kept = genres.filter((g) => g !== 'Classics');
  const [main = 'Fiction', ...rest] = kept;
  return [main, ...rest.filter((g) => !FORMS.has(g) && NON_FICTION.has(g) === NON_FICTION.has(main))];
}

/** A format from one roll of the seed: Japanese and French editions are never audiobooks here. */
function formatFor(language: Language, roll: number): string {
  return language === 'Japanese' || language === 'French'
    ? (['Paperback', 'Paperback', 'Hardcover', 'eBook'] as const)[Math.floor(roll * 4)]!
    : FORMATS[Math.floor(roll ** 1.6 * FORMATS.length)]!;
}

export function buildCatalog(now: Date): Catalog {
  const random = seededRandom(977);
  // Titles and descriptions of generated books come from streams of their own, so choosing them
  // draws nothing from `random` beyond what the seed always drew: ids, prices and stock stay put.
  const titleRandom = seededRandom(1977);
  const textRandom = seededRandom(2977);
  const genreRows = GENRES.map((name, i) => ({ id: i + 1, name }));
  const genreId = new Map<string, number>(genreRows.map((g) => [g.name, g.id]));
  const authors: AuthorRow[] = [];
  const books: BookRow[] = [];
  const titles = new Set<string>();
  const dayMs = 24 * 60 * 60 * 1000;

  /** `formerLanguage`: the language the seed gave this book before (see formerTitle); it decides one draw. */
  const addBook = (authorId: number, authorName: string, work: Work, boost: boolean, formerLanguage: Language) => {
    const roll = random.next();
    const format = formatFor(work.language, roll);
    const [house, city] = random.pick(PUBLISHERS[work.language]);
    const genres = [...new Set(work.genres)];
    const main = mainGenre(genres);
    // Newest first on the home page: a handful of books arrived in the last fortnight.
    const ageDays = random.chance(0.02) ? random.int(0, 14) : random.int(15, 730);
    const price = priceFor(random, work.language, format);
    const drawn = popularity(random, boost);
    const sales = { ...drawn, ratingCounts: starCounts(drawn.totalRatings, drawn.ratingSum) };
    const datePublished = `${work.year}-${twoDigits(random.int(1, 12))}-${twoDigits(random.int(1, 28))}`;
    const drawnPages =
      work.pages === undefined && formatFor(formerLanguage, roll) !== 'Audiobook' ? random.int(96, 520) : undefined;
    random.pick(FORMER_MOODS);
    random.pick(EN_PLACE);
    books.push({
      id: books.length + 1,
      title: work.title,
      authorId,
      price,
      ...sales,
      year: work.year,
      datePublished,
      format,
      pages: format === 'Audiobook' ? null : (work.pages ?? drawnPages ?? titleRandom.int(96, 520)),
      dimensions: format === 'Paperback' ? '5.5 x 8.5 in' : format === 'Hardcover' ? '6 x 9 in' : null,
      publicationHouse: house,
      imprint: format === 'Hardcover' ? `${house} Hardbacks` : house,
      publicationCity: city,
      language: work.language,
      category: NON_FICTION.has(main) ? 'Non-fiction' : 'Fiction',
      subcategory: genres[0] ?? main,
      description:
        work.description ??
        blurbFor(textRandom, { author: authorName, language: work.language, genres, format, year: work.year }),
      stock: random.int(5, 80),
      createdAt: new Date(now.getTime() - ageDays * dayMs - random.int(0, dayMs - 1)),
      genreIds: genres.map((g) => genreId.get(g)!).filter(Boolean),
    });
    titles.add(work.title);
  };

  const addRealAuthor = (a: RealAuthor) => {
    const id = authors.length + 1;
    authors.push({ id, name: a.name, birthDate: a.birthDate, email: null, biography: a.biography });
    for (const work of a.works) addBook(id, a.name, work, true, work.language);
  };
  NEPALI_AUTHORS.forEach(addRealAuthor);
  WORLD_AUTHORS.forEach(addRealAuthor);

  // Generated authors, mostly Nepali names, each writing in the language of their name.
  const names = new Set(authors.map((a) => a.name));
  const languageOf = new Map<number, Language>();
  while (authors.length < TARGET_AUTHORS) {
    const world = random.chance(0.3) ? random.pick(WORLD_NAMES) : null;
    const name = world
      ? `${world.first} ${random.pick(world.surnames)}`
      : `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
    if (names.has(name)) continue;
    names.add(name);
    const id = authors.length + 1;
    const language = world?.language ?? 'Nepali';
    languageOf.set(id, language);
    authors.push({
      id,
      name,
      birthDate: `${random.int(1945, 1996)}-${twoDigits(random.int(1, 12))}-${twoDigits(random.int(1, 28))}`,
      email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@authors.pustak.np`,
      biography: `${name} is ${WRITER[language]} with a gift for ${random.pick(['character', 'landscape', 'dialogue', 'suspense', 'humour'])}.`,
    });
  }
  const generated = authors.filter((a) => a.email !== null);
  const englishAuthor = generated.find((a) => languageOf.get(a.id) === 'English')!;
  /** Titles as the seed drew them before (formerTitle): they decide when a title is drawn again. */
  const formerTitles = new Set(titles);
  let next = 0;
  let tries = 0;
  while (books.length < TARGET_BOOKS) {
    const last = books.length === TARGET_BOOKS - 1 && !formerTitles.has(OUT_OF_STOCK_TITLE);
    const drawn = generated[next++ % generated.length]!;
    const formerLanguage: Language =
      languageOf.get(drawn.id) !== 'Nepali'
        ? random.pick<Language>(['English', 'English', 'Japanese', 'French'])
        : random.pick<Language>(['Nepali', 'Nepali', 'English', 'English', 'English']);
    const former = last ? OUT_OF_STOCK_TITLE : formerTitle(random, formerLanguage);
    if (formerTitles.has(former) && tries++ < 50) continue;
    tries = 0;
    formerTitles.add(formerTitles.has(former) ? `${former} (${books.length})` : former);
    // The book the tests find sold out is in English, so it goes to a writer in English.
    const author = last ? englishAuthor : drawn;
    const language = last ? 'English' : languageOf.get(author.id)!;
    let title = last ? OUT_OF_STOCK_TITLE : titleIn(titleRandom, language);
    for (let retry = 0; titles.has(title) && retry < 50; retry++) title = titleIn(titleRandom, language);
    if (titles.has(title)) title = `${title} (${books.length})`;
    const genres: GenreName[] = coherent(
      random.sample(
        GENRES.filter((g) => g !== 'Nepali Literature'),
        random.int(1, 3),
      ),
    );
    if (language === 'Nepali') genres.unshift('Nepali Literature');
    addBook(
      author.id,
      author.name,
      { title, year: random.int(1985, now.getFullYear()), language, genres },
      false,
      last ? 'English' : formerLanguage,
    );
  }

  // A few books are sold out, always including OUT_OF_STOCK_TITLE.
  for (const book of random.sample(books.slice(200), OUT_OF_STOCK_COUNT - 1)) book.stock = 0;
  books.find((b) => b.title === OUT_OF_STOCK_TITLE)!.stock = 0;
  return { genres: genreRows, authors, books };
}

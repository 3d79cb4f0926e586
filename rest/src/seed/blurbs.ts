/**
 * Descriptions of generated books: one sentence of what the book is (form, mood and subject chosen
 * for its main genre, so a thriller is never 'playful' and a history never a 'story'), its language
 * and author, then its year and edition. Real works carry their own descriptions (library.ts).
 */
import type { GenreName, Language } from './library.js';
import type { Random } from './random.js';

interface Profile {
  /** What the book is: 'novel', 'collection of poems', 'memoir'… */
  noun: string;
  moods: readonly string[];
  /** Each reads on from '… by {author} '. */
  subjects: readonly string[];
  /** Whether the book takes place somewhere real, named after its subject. */
  setting: boolean;
}

const NOVEL: Profile = {
  noun: 'novel',
  moods: ['quiet', 'tender', 'moving', 'sharp'],
  subjects: [
    'about a family divided by work abroad',
    'about two friends who grow apart',
    'about a marriage under strain',
    'about a young woman who leaves home for the city',
    'about three generations under one roof',
    'about a village teacher and her pupils',
  ],
  setting: true,
};

export const PROFILES: Record<Exclude<GenreName, 'Nepali Literature'>, Profile> = {
  Fiction: NOVEL,
  Classics: NOVEL,
  Romance: {
    noun: 'love story',
    moods: ['tender', 'warm', 'bittersweet'],
    subjects: [
      'about two strangers who meet on a long bus journey',
      'about childhood friends who meet again after twenty years',
      'about a courtship carried on by letter',
      'about a musician and the woman who runs the café below his room',
    ],
    setting: true,
  },
  'Mystery & Thriller': {
    noun: 'mystery',
    moods: ['tense', 'twisting', 'dark'],
    subjects: [
      'in which a police inspector looks into a disappearance',
      'in which a journalist follows a trail of forged land papers',
      'in which a theft from a museum leads back to an old crime',
      'in which a retired teacher sets out to clear her son of murder',
    ],
    setting: true,
  },
  Fantasy: {
    noun: 'fantasy novel',
    moods: ['sweeping', 'inventive'],
    subjects: [
      'about a girl who can hear the speech of rivers',
      'about a kingdom hidden above the clouds',
      'about a map that redraws itself every night',
      'about a thief who steals a dragon’s memory',
    ],
    setting: false,
  },
  'Science Fiction': {
    noun: 'science-fiction novel',
    moods: ['inventive', 'thoughtful'],
    subjects: [
      'about the first colony on Mars',
      'about a city run by a machine that predicts crime',
      'about a scientist who receives messages from the future',
      'about a generation ship that has forgotten where it is going',
    ],
    setting: false,
  },
  'Historical Fiction': {
    noun: 'historical novel',
    moods: ['sweeping', 'detailed'],
    subjects: [
      'about a merchant family on the old salt trade routes',
      'about a soldier returning from a distant war',
      'about a court painter and the king who employs him',
      'about a town in the years after a great earthquake',
    ],
    setting: true,
  },
  'Young Adult': {
    noun: 'novel for young adults',
    moods: ['warm', 'honest', 'lively'],
    subjects: [
      'about a sixteen-year-old who starts a band',
      'about a girl who trains for a mountain race',
      'about the last year of school and the friendships it tests',
      'about a boy who moves to a new city',
    ],
    setting: true,
  },
  'Short Stories': {
    noun: 'collection of short stories',
    moods: ['quiet', 'sharp', 'tender'],
    subjects: [
      'about neighbours, families and strangers',
      'about people leaving home and coming back',
      'about work, love and small ambitions',
    ],
    setting: true,
  },
  Drama: {
    noun: 'play',
    moods: ['sharp', 'moving'],
    subjects: [
      'about a family gathered for a wedding',
      'about a village council divided by a dispute',
      'about two brothers and the house they inherit',
    ],
    setting: true,
  },
  Poetry: {
    noun: 'collection of poems',
    moods: ['quiet', 'lyrical', 'spare'],
    subjects: [
      'on home and leaving',
      'on the turning seasons',
      'on love and loss',
      'on city streets and the people in them',
      'on memory and family',
    ],
    setting: false,
  },
  "Children's Books": {
    noun: 'book for children',
    moods: ['playful', 'gentle', 'funny'],
    subjects: [
      'about a lost kitten finding its way home',
      'about a boy who counts the stars',
      'about a girl and her grandmother’s garden',
      'about animals getting ready for a festival',
    ],
    setting: false,
  },
  'Biography & Memoir': {
    noun: 'memoir',
    moods: ['candid', 'thoughtful'],
    subjects: [
      'of a life spent teaching in village schools',
      'of growing up in a family of musicians',
      'of years of work abroad and the journey home',
      'of decades as a doctor in rural clinics',
    ],
    setting: false,
  },
  History: {
    noun: 'history',
    moods: ['readable', 'careful'],
    subjects: [
      'of the trade routes between mountain and plain',
      'of everyday life in an old city',
      'of a century of migration',
      'of a river and the towns along it',
    ],
    setting: false,
  },
  Philosophy: {
    noun: 'book of essays',
    moods: ['thoughtful', 'clear'],
    subjects: [
      'on freedom and duty',
      'on what makes a life good',
      'on time, memory and the self',
      'on ethics in everyday choices',
    ],
    setting: false,
  },
  'Self-Help': {
    noun: 'practical guide',
    moods: ['clear', 'encouraging'],
    subjects: [
      'to building steady habits',
      'to managing time and attention',
      'to handling stress at work',
      'to saving and spending well',
    ],
    setting: false,
  },
  'Business & Economics': {
    noun: 'book',
    moods: ['clear', 'practical'],
    subjects: [
      'on how small businesses grow',
      'on remittances and household budgets',
      'on markets, prices and everyday trade',
      'on running a family firm',
    ],
    setting: false,
  },
  'Travel & Adventure': {
    noun: 'travel book',
    moods: ['vivid', 'unhurried'],
    subjects: [
      'following a walk across high mountain passes',
      'about a year spent on the roads of one country',
      'following a river from its source to the plains',
      'about long journeys by train',
    ],
    setting: false,
  },
  'Religion & Spirituality': {
    noun: 'book',
    moods: ['thoughtful', 'calm'],
    subjects: [
      'on festivals and daily rites',
      'on meditation and daily life',
      'on pilgrimage and the places people walk to',
    ],
    setting: false,
  },
  'Science & Nature': {
    noun: 'book',
    moods: ['clear', 'curious'],
    subjects: [
      'on the birds of wetlands and lakes',
      'on how glaciers form and retreat',
      'on the science of weather and rain',
      'on forests and the animals that live in them',
    ],
    setting: false,
  },
  'Politics & Society': {
    noun: 'book',
    moods: ['clear', 'searching'],
    subjects: [
      'on local democracy and whom it serves',
      'on the lives of migrant workers',
      'on cities and how they change',
      'on the press and public life',
    ],
    setting: false,
  },
};

/** Where a generated novel, play or story can take place, by the language it is written in. */
const SETTINGS: Record<Language, readonly string[]> = {
  Nepali: ['Kathmandu', 'Pokhara', 'a hill village in Gorkha', 'Janakpur', 'Ilam', 'Jumla', 'Dharan', 'Bhaktapur'],
  English: ['Kathmandu', 'London', 'Delhi', 'a Himalayan village', 'Darjeeling', 'New York', 'Manchester'],
  Japanese: ['Tokyo', 'Kyoto', 'Osaka', 'a fishing town in Hokkaido', 'Nagasaki', 'a mountain village in Nagano'],
  French: ['Paris', 'Lyon', 'Marseille', 'a village in Brittany', 'Bordeaux', 'a valley in the Alps'],
};

const EDITION: Record<string, string> = {
  Paperback: 'a paperback',
  Hardcover: 'a hardcover',
  eBook: 'an eBook',
  Audiobook: 'an audiobook',
};

/** The genre that says what a book is: its first, passing over the 'Nepali Literature' shelf. */
export function mainGenre(genres: readonly GenreName[]): Exclude<GenreName, 'Nepali Literature'> {
  return (genres.find((g) => g !== 'Nepali Literature') ?? 'Fiction') as Exclude<GenreName, 'Nepali Literature'>;
}

export interface BlurbInput {
  author: string;
  language: Language;
  genres: readonly GenreName[];
  format: string;
  year: number;
}

export function blurbFor(random: Random, book: BlurbInput): string {
  const profile = PROFILES[mainGenre(book.genres)];
  const mood = random.pick(profile.moods);
  const article = /^(a|e|i|o|u|honest)/.test(mood) ? 'An' : 'A';
  const subject = random.pick(profile.subjects);
  const place = profile.setting ? `, set in ${random.pick(SETTINGS[book.language])}` : '';
  return `${article} ${mood} ${profile.noun} in ${book.language} by ${book.author} ${subject}${place}. First published in ${book.year}; this edition is ${EDITION[book.format] ?? 'a paperback'}.`;
}

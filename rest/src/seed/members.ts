/**
 * Demo members and their reading life: favourite genres and books, wishlists, currently-reading
 * books, friendships, pending requests, reviews, and for Aarati (the account the README suggests)
 * saved addresses, a cart and past orders, so every social and account screen has something to show.
 */
import type { BookRow, Catalog } from './catalog.js';
import { seededRandom } from './random.js';
import { reviewTextPicker, type ReviewKind } from './reviewTexts.js';

const kindOf = (book: BookRow): ReviewKind => (book.category === 'Non-fiction' ? 'nonfiction' : 'story');

/** Every demo member signs in with this password (README: 'Demo members'). */
export const DEMO_PASSWORD = 'pustak123';

export interface DemoMember {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  bio: string;
  status: string;
  isVerified: boolean;
  privacy: 'public' | 'private';
  github?: string;
  linkedin?: string;
  instagram?: string;
  /** Names from library.ts's GENRES. */
  genres: string[];
}

export const DEMO_MEMBERS: DemoMember[] = [
  {
    username: 'aarati',
    email: 'aarati@pustak.np',
    firstName: 'Aarati',
    lastName: 'Shrestha',
    dateOfBirth: '1996-03-14',
    bio: 'Kathmandu reader. Parijat, Murakami and long monsoon afternoons.',
    status: 'Re-reading Shirishko Phool',
    isVerified: true,
    privacy: 'public',
    github: 'https://github.com/aarati',
    instagram: 'https://instagram.com/aarati.reads',
    genres: ['Nepali Literature', 'Fiction', 'Poetry', 'Classics', 'Romance'],
  },
  {
    username: 'bibek',
    email: 'bibek@pustak.np',
    firstName: 'Bibek',
    lastName: 'Gurung',
    dateOfBirth: '1993-08-02',
    bio: 'Trekker, history nerd, Pokhara.',
    status: 'Halfway through Sapiens',
    isVerified: true,
    privacy: 'public',
    linkedin: 'https://linkedin.com/in/bibekgurung',
    genres: ['History', 'Travel & Adventure', 'Nepali Literature', 'Science & Nature'],
  },
  {
    username: 'chandra',
    email: 'chandra@pustak.np',
    firstName: 'Chandra',
    lastName: 'Rai',
    dateOfBirth: '1989-11-21',
    bio: 'Poetry first, then everything else.',
    status: 'Devkota on repeat',
    isVerified: false,
    privacy: 'public',
    genres: ['Poetry', 'Classics', 'Nepali Literature', 'Drama'],
  },
  {
    username: 'deepa',
    email: 'deepa@pustak.np',
    firstName: 'Deepa',
    lastName: 'Karki',
    dateOfBirth: '1998-01-09',
    bio: 'Mysteries on the bus to Lalitpur.',
    status: 'Who did it?',
    isVerified: true,
    privacy: 'public',
    instagram: 'https://instagram.com/deepa.reads',
    genres: ['Mystery & Thriller', 'Fiction', 'Romance', 'Young Adult'],
  },
  {
    username: 'hari',
    email: 'hari@pustak.np',
    firstName: 'Hari',
    lastName: 'Thapa',
    dateOfBirth: '1985-06-30',
    bio: 'Teacher in Butwal. Classics and philosophy.',
    status: 'Reading Camus in translation',
    isVerified: false,
    privacy: 'public',
    genres: ['Philosophy', 'Classics', 'History', 'Fiction'],
  },
  {
    username: 'kabita',
    email: 'kabita@pustak.np',
    firstName: 'Kabita',
    lastName: 'Lama',
    dateOfBirth: '2000-12-12',
    bio: 'Fantasy and science fiction, the thicker the better.',
    status: 'Lost in another world',
    isVerified: false,
    privacy: 'public',
    github: 'https://github.com/kabitalama',
    genres: ['Fantasy', 'Science Fiction', 'Young Adult', 'Fiction'],
  },
  {
    username: 'manish',
    email: 'manish@pustak.np',
    firstName: 'Manish',
    lastName: 'Yadav',
    dateOfBirth: '1991-04-18',
    bio: 'Janakpur. Business books and biographies.',
    status: 'Building habits',
    isVerified: false,
    privacy: 'public',
    linkedin: 'https://linkedin.com/in/manishyadav',
    genres: ['Business & Economics', 'Self-Help', 'Biography & Memoir', 'Politics & Society'],
  },
  {
    username: 'nisha',
    email: 'nisha@pustak.np',
    firstName: 'Nisha',
    lastName: 'Adhikari',
    dateOfBirth: '1997-07-07',
    bio: 'Short stories and strong tea.',
    status: 'One story a night',
    isVerified: true,
    privacy: 'private',
    genres: ['Short Stories', 'Fiction', 'Nepali Literature', 'Romance'],
  },
  {
    username: 'prakash',
    email: 'prakash@pustak.np',
    firstName: 'Prakash',
    lastName: 'Neupane',
    dateOfBirth: '1987-02-25',
    bio: 'Historical fiction and the Rana era.',
    status: 'Seto Bagh again',
    isVerified: false,
    privacy: 'public',
    genres: ['Historical Fiction', 'History', 'Nepali Literature', 'Classics'],
  },
  {
    username: 'sabina',
    email: 'sabina@pustak.np',
    firstName: 'Sabina',
    lastName: 'Maharjan',
    dateOfBirth: '1999-10-03',
    bio: 'Picture books for my niece, novels for me.',
    status: 'Reading aloud',
    isVerified: false,
    privacy: 'public',
    genres: ["Children's Books", 'Fiction', 'Young Adult', 'Poetry'],
  },
  {
    username: 'tenzing',
    email: 'tenzing@pustak.np',
    firstName: 'Tenzing',
    lastName: 'Sherpa',
    dateOfBirth: '1990-05-29',
    bio: 'Solukhumbu. Mountains on the page and off it.',
    status: 'Into thin air',
    isVerified: true,
    privacy: 'public',
    genres: ['Travel & Adventure', 'Biography & Memoir', 'Religion & Spirituality', 'Science & Nature'],
  },
  {
    username: 'yuki',
    email: 'yuki@pustak.np',
    firstName: 'Yuki',
    lastName: 'Tamang',
    dateOfBirth: '1995-09-15',
    bio: 'Japanese novels, Nepali poems.',
    status: 'ノルウェイの森',
    isVerified: false,
    privacy: 'public',
    genres: ['Fiction', 'Poetry', 'Romance', 'Fantasy'],
  },
];

/** Pairs of usernames. Aarati has friends, one incoming and one outgoing request. */
const FRIENDSHIPS: [string, string][] = [
  ['aarati', 'bibek'],
  ['aarati', 'deepa'],
  ['aarati', 'kabita'],
  ['aarati', 'tenzing'],
  ['aarati', 'chandra'],
  ['bibek', 'tenzing'],
  ['bibek', 'prakash'],
  ['deepa', 'nisha'],
  ['kabita', 'yuki'],
  ['hari', 'prakash'],
  ['manish', 'sabina'],
  ['chandra', 'nisha'],
];
const REQUESTS: [from: string, to: string][] = [
  ['hari', 'aarati'],
  ['yuki', 'aarati'],
  ['aarati', 'manish'],
  ['sabina', 'deepa'],
  ['tenzing', 'kabita'],
];

/**
 * The ratings and spoiler flags members give, drawn one per review (the seed's random sequence
 * depends on this list's length); the words come from reviewTexts.ts, never twice for one book.
 */
const REVIEW_DRAWS: [rating: number, spoiler: boolean][] = [
  [5, false],
  [5, false],
  [4, false],
  [4, false],
  [3, false],
  [5, true],
  [4, false],
  [2, false],
  [5, false],
  [4, true],
];

export interface MemberSeed {
  members: DemoMember[];
  favoriteGenres: [user: number, genre: number][];
  favoriteBooks: [user: number, book: number][];
  wishlist: [user: number, book: number][];
  currentlyReading: Map<number, number>;
  friendships: [low: number, high: number][];
  requests: [from: number, to: number][];
  reviews: {
    user: number;
    book: number;
    rating: number;
    title: string;
    content: string;
    spoiler: boolean;
    daysAgo: number;
  }[];
  addresses: {
    user: number;
    addressName: string;
    fullName: string;
    addressLine1: string;
    city: string;
    phone: string;
    district: string;
    isDefault: boolean;
  }[];
  cart: { user: number; book: number; quantity: number; purchaseType: 'buy' | 'rent'; rentalPeriodId: number | null }[];
}

/** Member ids are 1..n in DEMO_MEMBERS order (inserted with fixed ids). */
export function buildMembers(catalog: Catalog): MemberSeed {
  const random = seededRandom(4242);
  const reviewText = reviewTextPicker();
  const id = (username: string) => DEMO_MEMBERS.findIndex((m) => m.username === username) + 1;
  const genreId = new Map(catalog.genres.map((g) => [g.name, g.id]));
  const inStock = catalog.books.filter((b) => b.stock > 0);
  const popular = [...inStock].sort((a, b) => b.salesCount - a.salesCount).slice(0, 200);
  const seed: MemberSeed = {
    members: DEMO_MEMBERS,
    favoriteGenres: [],
    favoriteBooks: [],
    wishlist: [],
    currentlyReading: new Map(),
    friendships: [],
    requests: [],
    reviews: [],
    addresses: [],
    cart: [],
  };

  // Districts and phones follow from what was drawn, so the seed's random sequence stays as it was.
  const districtOf = (city: string) => (city === 'Pokhara' ? 'Kaski' : city);
  const phoneOf = (user: number) => `98410${String(10000 + user * 137).padStart(5, '0')}`;

  DEMO_MEMBERS.forEach((m, i) => {
    const user = i + 1;
    const liked = m.genres.map((g) => genreId.get(g)).filter((g): g is number => g !== undefined);
    for (const g of liked) seed.favoriteGenres.push([user, g]);
    const matching = popular.filter((b) => b.genreIds.some((g) => liked.includes(g)));
    const favourites = random.sample(matching, random.int(4, 9));
    for (const b of favourites) seed.favoriteBooks.push([user, b.id]);
    const wishes = random.sample(
      matching.filter((b) => !favourites.includes(b)),
      random.int(3, 7),
    );
    for (const b of wishes) seed.wishlist.push([user, b.id]);
    seed.currentlyReading.set(user, (wishes[0] ?? favourites[0] ?? popular[0]!).id);
    const reviewed = random.sample(popular, m.username === 'aarati' ? 14 : random.int(4, 7));
    for (const b of reviewed) {
      const [rating, spoiler] = random.pick(REVIEW_DRAWS);
      const [title, content] = reviewText(b.id, kindOf(b), rating, spoiler);
      seed.reviews.push({ user, book: b.id, rating, title, content, spoiler, daysAgo: random.int(1, 300) });
    }
    const addressLine1 = `Ward ${random.int(1, 32)}, ${random.pick(['Baneshwor', 'Lazimpat', 'Jhamsikhel', 'Lakeside', 'Baluwatar', 'Kupondole'])}`;
    const city = random.pick(['Kathmandu', 'Lalitpur', 'Pokhara']);
    seed.addresses.push({
      user,
      addressName: 'Home',
      fullName: `${m.firstName} ${m.lastName}`,
      addressLine1,
      city,
      phone: phoneOf(user),
      district: districtOf(city),
      isDefault: true,
    });
  });

  // The famous books get a review from (almost) everyone, so book pages have conversations.
  const muna = catalog.books.find((b) => b.title === 'मुनामदन')!;
  for (let user = 2; user <= DEMO_MEMBERS.length; user++) {
    if (seed.reviews.some((r) => r.user === user && r.book === muna.id)) continue;
    const [rating, spoiler] = REVIEW_DRAWS[user % 3 === 0 ? 8 : 0]!;
    const [title, content] = reviewText(muna.id, kindOf(muna), rating, spoiler);
    seed.reviews.push({ user, book: muna.id, rating, title, content, spoiler, daysAgo: user * 9 });
  }

  for (const [a, b] of FRIENDSHIPS) seed.friendships.push([Math.min(id(a), id(b)), Math.max(id(a), id(b))]);
  for (const [from, to] of REQUESTS) seed.requests.push([id(from), id(to)]);

  const aarati = id('aarati');
  seed.addresses.push({
    user: aarati,
    addressName: 'Office',
    fullName: 'Aarati Shrestha',
    addressLine1: 'Pulchowk Road, Ward 3',
    city: 'Lalitpur',
    phone: phoneOf(aarati),
    district: 'Lalitpur',
    isDefault: false,
  });
  const [first, second] = random.sample(
    popular.filter((b) => b.format === 'Paperback'),
    2,
  );
  seed.cart.push({ user: aarati, book: first!.id, quantity: 2, purchaseType: 'buy', rentalPeriodId: null });
  seed.cart.push({ user: aarati, book: second!.id, quantity: 1, purchaseType: 'rent', rentalPeriodId: 2 });
  return seed;
}

/**
 * The hand-written part of the seed catalog: genres, and real authors with real works, Nepali
 * literature first (titles in English transliteration and in Devanagari). The generated part
 * (catalog.ts) fills the shelves around these to the '1000+ books' the site claims.
 */

export const GENRES = [
  'Fiction',
  'Nepali Literature',
  'Poetry',
  'Classics',
  'Romance',
  'Mystery & Thriller',
  'Fantasy',
  'Science Fiction',
  'Historical Fiction',
  'Biography & Memoir',
  'History',
  'Philosophy',
  'Self-Help',
  'Business & Economics',
  "Children's Books",
  'Young Adult',
  'Travel & Adventure',
  'Religion & Spirituality',
  'Science & Nature',
  'Politics & Society',
  'Drama',
  'Short Stories',
] as const;

export type GenreName = (typeof GENRES)[number];
export type Language = 'English' | 'Nepali' | 'Japanese' | 'French';

export interface Work {
  title: string;
  year: number;
  language: Language;
  genres: GenreName[];
  pages?: number;
}

export interface RealAuthor {
  name: string;
  birthDate: string | null;
  biography: string;
  works: Work[];
}

const np = (title: string, year: number, genres: GenreName[], pages?: number): Work => ({
  title,
  year,
  language: 'Nepali',
  genres: ['Nepali Literature', ...genres],
  ...(pages ? { pages } : {}),
});
const en = (title: string, year: number, genres: GenreName[], pages?: number): Work => ({
  title,
  year,
  language: 'English',
  genres,
  ...(pages ? { pages } : {}),
});
const ja = (title: string, year: number, genres: GenreName[]): Work => ({ title, year, language: 'Japanese', genres });
const fr = (title: string, year: number, genres: GenreName[]): Work => ({ title, year, language: 'French', genres });

export const NEPALI_AUTHORS: RealAuthor[] = [
  {
    name: 'Laxmi Prasad Devkota',
    birthDate: '1909-11-12',
    biography:
      'Mahakavi Laxmi Prasad Devkota is the great poet of modern Nepali literature. His long poem Muna Madan, written in the folk jhyaure metre, is the most loved book in the language.',
    works: [
      np('मुनामदन', 1936, ['Poetry', 'Classics'], 72),
      en('Muna Madan', 1936, ['Poetry', 'Classics', 'Nepali Literature'], 96),
      np('शाकुन्तल', 1945, ['Poetry', 'Classics', 'Drama'], 420),
      np('सुलोचना', 1946, ['Poetry', 'Classics'], 180),
      np('लक्ष्मी निबन्ध संग्रह', 1945, ['Classics'], 240),
      np('पागल', 1953, ['Poetry'], 48),
    ],
  },
  {
    name: 'Parijat',
    birthDate: '1937-04-19',
    biography:
      'Parijat (Bishnu Kumari Waiba) wrote Shirishko Phool, a landmark of Nepali existentialist fiction that won the Madan Puraskar in 1965.',
    works: [
      np('शिरीषको फूल', 1965, ['Fiction', 'Classics'], 120),
      en('Blue Mimosa', 1972, ['Fiction', 'Classics', 'Nepali Literature'], 136),
      np('महत्त्वहीन', 1968, ['Fiction'], 150),
      np('अनिदो पहाडसँगै', 1982, ['Fiction'], 210),
      np('तोरीबारी, बाटा र सपनाहरू', 1976, ['Fiction'], 190),
    ],
  },
  {
    name: 'Bhanubhakta Acharya',
    birthDate: '1814-07-13',
    biography:
      'Adikavi Bhanubhakta Acharya rendered the Ramayana into simple Nepali verse and gave the language its first great poem.',
    works: [
      np('भानुभक्तको रामायण', 1853, ['Poetry', 'Classics', 'Religion & Spirituality'], 330),
      np('वधु शिक्षा', 1860, ['Poetry', 'Classics'], 64),
    ],
  },
  {
    name: 'B. P. Koirala',
    birthDate: '1914-09-08',
    biography:
      "Bishweshwar Prasad Koirala, Nepal's first elected prime minister, was also one of its finest novelists, writing with psychological depth about love, freedom and conscience.",
    works: [
      np('सुम्निमा', 1970, ['Fiction', 'Classics'], 160),
      np('तीन घुम्ती', 1968, ['Fiction', 'Classics'], 140),
      np('नरेन्द्र दाइ', 1970, ['Fiction'], 110),
      np('मोदिआइन', 1980, ['Fiction'], 100),
      np('आत्मवृत्तान्त', 1998, ['Biography & Memoir', 'History'], 290),
      en('Atmabrittanta: Late Life Recollections', 2001, ['Biography & Memoir', 'History', 'Nepali Literature'], 320),
    ],
  },
  {
    name: 'Lil Bahadur Chettri',
    birthDate: '1933-03-01',
    biography:
      'Lil Bahadur Chettri wrote Basain, a novel of a family forced from its hill village by debt, read in schools across Nepal.',
    works: [
      np('बसाईं', 1957, ['Fiction', 'Classics'], 130),
      en('Mountains Painted with Turmeric', 2008, ['Fiction', 'Nepali Literature'], 144),
    ],
  },
  {
    name: 'Narayan Wagle',
    birthDate: '1968-01-01',
    biography:
      'Journalist and novelist Narayan Wagle won the Madan Puraskar for Palpasa Café, a novel of an artist caught in the civil war.',
    works: [
      np('पल्पसा क्याफे', 2005, ['Fiction'], 232),
      en('Palpasa Café', 2008, ['Fiction', 'Nepali Literature'], 240),
      np('मयुर टाइम्स', 2010, ['Fiction'], 260),
    ],
  },
  {
    name: 'Buddhisagar',
    birthDate: '1980-01-01',
    biography:
      'Buddhisagar writes of far-west Nepal; Karnali Blues, a son remembering his father, became one of the best-selling Nepali novels.',
    works: [
      np('कर्नाली ब्लुज', 2010, ['Fiction'], 440),
      en('Karnali Blues', 2013, ['Fiction', 'Nepali Literature'], 420),
      np('फिरफिरे', 2016, ['Fiction'], 380),
    ],
  },
  {
    name: 'Jhamak Ghimire',
    birthDate: '1980-07-04',
    biography:
      'Born with cerebral palsy, Jhamak Ghimire taught herself to write with her left foot. Her memoir won the Madan Puraskar.',
    works: [
      np('जीवन काँडा कि फूल', 2010, ['Biography & Memoir'], 200),
      en('A Flower in the Midst of Thorns', 2012, ['Biography & Memoir', 'Nepali Literature'], 210),
    ],
  },
  {
    name: 'Khagendra Sangraula',
    birthDate: '1946-01-01',
    biography:
      'Essayist and novelist Khagendra Sangraula is known for a sharp, witty prose that takes on power and privilege.',
    works: [np('जुनकीरीको सङ्गीत', 1999, ['Fiction'], 170)],
  },
  {
    name: 'Yogesh Raj',
    birthDate: '1969-01-01',
    biography:
      'Historian and novelist Yogesh Raj wrote Ranahar, a novel of the last days of the Malla kingdoms of the Kathmandu valley.',
    works: [np('रनहार', 2018, ['Historical Fiction', 'Fiction'], 300), np('निर्वाण', 2021, ['Historical Fiction'], 280)],
  },
  {
    name: 'Madan Mani Dixit',
    birthDate: '1923-06-01',
    biography:
      'Madan Mani Dixit wrote Madhavi, a novel retelling a tale of the Mahabharata, winner of the Madan Puraskar.',
    works: [np('माधवी', 1983, ['Historical Fiction', 'Classics'], 260)],
  },
  {
    name: 'Diamond Shumsher Rana',
    birthDate: '1918-01-01',
    biography:
      'Diamond Shumsher Rana wrote Seto Bagh, a historical novel of intrigue in the court of the Rana prime ministers.',
    works: [
      np('सेतो बाघ', 1973, ['Historical Fiction', 'Classics'], 310),
      en('Wake of the White Tiger', 1984, ['Historical Fiction', 'Nepali Literature'], 330),
    ],
  },
  {
    name: 'Govinda Bahadur Malla Gothale',
    birthDate: '1922-01-01',
    biography: 'Gothale wrote stories and novels of Kathmandu life, among them Pallo Gharko Jhyal.',
    works: [np('पल्लो घरको झ्याल', 1959, ['Fiction', 'Classics'], 150)],
  },
  {
    name: 'Lekhnath Paudyal',
    birthDate: '1885-01-01',
    biography: 'Kavi Shiromani Lekhnath Paudyal brought classical Sanskrit metres into Nepali poetry.',
    works: [np('तरुण तपसी', 1953, ['Poetry', 'Classics', 'Philosophy'], 120)],
  },
  {
    name: 'Balkrishna Sama',
    birthDate: '1903-02-08',
    biography: 'Balkrishna Sama is the father of modern Nepali drama.',
    works: [np('प्रह्लाद', 1938, ['Drama', 'Classics'], 110), np('मुटुको व्यथा', 1929, ['Drama', 'Classics'], 96)],
  },
  {
    name: 'Indra Bahadur Rai',
    birthDate: '1927-01-01',
    biography: 'Darjeeling writer Indra Bahadur Rai shaped modern Nepali fiction and criticism.',
    works: [np('आज रमिता छ', 1964, ['Fiction', 'Classics'], 260)],
  },
  {
    name: 'Krishna Dharabasi',
    birthDate: '1962-01-01',
    biography:
      'Krishna Dharabasi won the Madan Puraskar for Radha, a retelling of the Krishna story from Radha’s side.',
    works: [np('राधा', 2005, ['Fiction'], 350)],
  },
  {
    name: 'Neelam Karki Niharika',
    birthDate: '1978-01-01',
    biography:
      'Neelam Karki Niharika wrote Yogmaya, the life of the rebel saint Yogmaya Neupane, winner of the Madan Puraskar.',
    works: [
      np('योगमाया', 2017, ['Historical Fiction', 'Biography & Memoir'], 420),
      np('चीरहरण', 2011, ['Fiction'], 300),
    ],
  },
  {
    name: 'Nayan Raj Pandey',
    birthDate: '1966-01-01',
    biography: 'Nayan Raj Pandey writes of the Tarai and its border towns with humour and tenderness.',
    works: [np('उलार', 2006, ['Fiction'], 180), np('लू', 2012, ['Fiction'], 280), np('सल्लीपिर', 2019, ['Fiction'], 300)],
  },
  {
    name: 'Rajan Mukarung',
    birthDate: '1975-01-01',
    biography: 'Rajan Mukarung won the Madan Puraskar for Damini Bhir, a novel of Kirat life in eastern Nepal.',
    works: [np('दमिनी भीर', 2013, ['Fiction'], 300)],
  },
  {
    name: 'Chuden Kabimo',
    birthDate: '1986-01-01',
    biography: 'Chuden Kabimo’s Phatsung tells of the Limbu people and the land they lost.',
    works: [np('फत्सुङ', 2020, ['Fiction', 'Historical Fiction'], 330)],
  },
  {
    name: 'Amar Neupane',
    birthDate: '1977-01-01',
    biography: 'Amar Neupane’s Seto Dharti, the life of a child widow, won the Madan Puraskar in 2012.',
    works: [np('सेतो धरती', 2012, ['Fiction'], 330), np('करोडौं कोसको यात्रा', 2019, ['Fiction'], 310)],
  },
  {
    name: 'Bhupi Sherchan',
    birthDate: '1935-01-01',
    biography: 'Bhupi Sherchan’s free-verse poems mock and mourn the politics of his country.',
    works: [np('घुम्ने मेचमाथि अन्धो मान्छे', 1969, ['Poetry', 'Classics'], 90)],
  },
  {
    name: 'Samrat Upadhyay',
    birthDate: '1964-01-01',
    biography:
      'Samrat Upadhyay was the first Nepali-born author of fiction published in the West; his stories are set in Kathmandu.',
    works: [
      en('Arresting God in Kathmandu', 2001, ['Short Stories', 'Fiction'], 208),
      en('The Guru of Love', 2003, ['Fiction', 'Romance'], 272),
      en("Buddha's Orphans", 2010, ['Fiction'], 384),
      en('The City Son', 2014, ['Fiction'], 256),
      en('Mad Country', 2017, ['Short Stories'], 240),
    ],
  },
  {
    name: 'Manjushree Thapa',
    birthDate: '1968-01-01',
    biography: 'Manjushree Thapa writes fiction and essays about Nepal in English.',
    works: [
      en('The Tutor of History', 2001, ['Fiction', 'Politics & Society'], 400),
      en('Forget Kathmandu', 2005, ['History', 'Politics & Society'], 272),
      en('Seasons of Flight', 2010, ['Fiction'], 240),
      en('All of Us in Our Own Lives', 2016, ['Fiction'], 384),
    ],
  },
  {
    name: 'Prajwal Parajuly',
    birthDate: '1984-01-01',
    biography: 'Prajwal Parajuly writes of Nepali-speaking families in India, Nepal and beyond.',
    works: [
      en("The Gurkha's Daughter", 2012, ['Short Stories', 'Fiction'], 240),
      en('Land Where I Flee', 2013, ['Fiction'], 288),
    ],
  },
  {
    name: 'Rabi Thapa',
    birthDate: '1976-01-01',
    biography: 'Rabi Thapa writes about Kathmandu, its streets and its people.',
    works: [
      en('Nothing to Declare', 2011, ['Short Stories'], 200),
      en('Thamel: Dark Star of Kathmandu', 2016, ['Travel & Adventure', 'History'], 280),
    ],
  },
];

export const WORLD_AUTHORS: RealAuthor[] = [
  {
    name: 'Haruki Murakami',
    birthDate: '1949-01-12',
    biography: 'Haruki Murakami’s dreamlike novels are read around the world.',
    works: [
      ja('ノルウェイの森', 1987, ['Fiction', 'Romance']),
      en('Norwegian Wood', 2000, ['Fiction', 'Romance'], 296),
      ja('海辺のカフカ', 2002, ['Fiction', 'Fantasy']),
      en('Kafka on the Shore', 2005, ['Fiction', 'Fantasy'], 480),
      en('The Wind-Up Bird Chronicle', 1997, ['Fiction'], 607),
    ],
  },
  {
    name: 'Natsume Soseki',
    birthDate: '1867-02-09',
    biography: 'Natsume Soseki is the great novelist of Meiji Japan.',
    works: [
      ja('こころ', 1914, ['Classics', 'Fiction']),
      ja('吾輩は猫である', 1905, ['Classics', 'Fiction']),
      en('Kokoro', 1957, ['Classics', 'Fiction'], 248),
    ],
  },
  {
    name: 'Banana Yoshimoto',
    birthDate: '1964-07-24',
    biography: 'Banana Yoshimoto writes short, luminous novels of grief and food and love.',
    works: [ja('キッチン', 1988, ['Fiction']), en('Kitchen', 1993, ['Fiction'], 152)],
  },
  {
    name: 'Yukio Mishima',
    birthDate: '1925-01-14',
    biography: 'Yukio Mishima was a novelist, playwright and poet of postwar Japan.',
    works: [ja('金閣寺', 1956, ['Classics', 'Fiction']), en('The Sound of Waves', 1956, ['Classics', 'Romance'], 192)],
  },
  {
    name: 'Albert Camus',
    birthDate: '1913-11-07',
    biography: 'Albert Camus, Nobel laureate, wrote of the absurd and of revolt.',
    works: [
      fr("L'Étranger", 1942, ['Classics', 'Philosophy']),
      fr('La Peste', 1947, ['Classics', 'Fiction']),
      en('The Stranger', 1946, ['Classics', 'Philosophy'], 123),
    ],
  },
  {
    name: 'Victor Hugo',
    birthDate: '1802-02-26',
    biography: 'Victor Hugo is the towering figure of French Romanticism.',
    works: [
      fr('Les Misérables', 1862, ['Classics', 'Historical Fiction']),
      fr('Notre-Dame de Paris', 1831, ['Classics', 'Historical Fiction']),
    ],
  },
  {
    name: 'Antoine de Saint-Exupéry',
    birthDate: '1900-06-29',
    biography: 'Aviator and writer Antoine de Saint-Exupéry wrote the most translated French book.',
    works: [
      fr('Le Petit Prince', 1943, ['Classics', "Children's Books"]),
      en('The Little Prince', 1943, ['Classics', "Children's Books"], 96),
    ],
  },
  {
    name: 'Gustave Flaubert',
    birthDate: '1821-12-12',
    biography: 'Gustave Flaubert perfected the realist novel.',
    works: [fr('Madame Bovary', 1857, ['Classics', 'Romance'])],
  },
  {
    name: 'Jane Austen',
    birthDate: '1775-12-16',
    biography: 'Jane Austen’s six novels of manners are among the best loved in English.',
    works: [
      en('Pride and Prejudice', 1813, ['Classics', 'Romance'], 432),
      en('Emma', 1815, ['Classics', 'Romance'], 474),
      en('Sense and Sensibility', 1811, ['Classics', 'Romance'], 409),
    ],
  },
  {
    name: 'George Orwell',
    birthDate: '1903-06-25',
    biography: 'George Orwell wrote plainly and fiercely against tyranny.',
    works: [
      en('Nineteen Eighty-Four', 1949, ['Classics', 'Science Fiction', 'Politics & Society'], 328),
      en('Animal Farm', 1945, ['Classics', 'Politics & Society'], 112),
    ],
  },
  {
    name: 'Rabindranath Tagore',
    birthDate: '1861-05-07',
    biography: 'Rabindranath Tagore, poet of Bengal, was the first non-European Nobel laureate in literature.',
    works: [
      en('Gitanjali', 1912, ['Poetry', 'Classics', 'Religion & Spirituality'], 120),
      en('The Home and the World', 1916, ['Classics', 'Fiction'], 240),
    ],
  },
  {
    name: 'Arundhati Roy',
    birthDate: '1961-11-24',
    biography: 'Arundhati Roy won the Booker Prize for her first novel.',
    works: [
      en('The God of Small Things', 1997, ['Fiction'], 340),
      en('The Ministry of Utmost Happiness', 2017, ['Fiction'], 464),
    ],
  },
  {
    name: 'Paulo Coelho',
    birthDate: '1947-08-24',
    biography: 'Paulo Coelho’s fable of a shepherd boy has sold tens of millions of copies.',
    works: [en('The Alchemist', 1988, ['Fiction', 'Philosophy'], 208)],
  },
  {
    name: 'Khaled Hosseini',
    birthDate: '1965-03-04',
    biography: 'Khaled Hosseini writes of Afghanistan and its families.',
    works: [en('The Kite Runner', 2003, ['Fiction'], 371), en('A Thousand Splendid Suns', 2007, ['Fiction'], 372)],
  },
  {
    name: 'Yuval Noah Harari',
    birthDate: '1976-02-24',
    biography: 'Historian Yuval Noah Harari writes big histories of humankind.',
    works: [
      en('Sapiens: A Brief History of Humankind', 2014, ['History', 'Science & Nature'], 464),
      en('21 Lessons for the 21st Century', 2018, ['Politics & Society', 'Philosophy'], 372),
    ],
  },
  {
    name: 'Jhumpa Lahiri',
    birthDate: '1967-07-11',
    biography: 'Jhumpa Lahiri won the Pulitzer Prize for her first collection of stories.',
    works: [
      en('Interpreter of Maladies', 1999, ['Short Stories', 'Fiction'], 198),
      en('The Namesake', 2003, ['Fiction'], 291),
    ],
  },
  {
    name: 'Gabriel García Márquez',
    birthDate: '1927-03-06',
    biography: 'Gabriel García Márquez, Nobel laureate, made magical realism famous.',
    works: [
      en('One Hundred Years of Solitude', 1970, ['Classics', 'Fiction'], 417),
      en('Love in the Time of Cholera', 1988, ['Classics', 'Romance'], 348),
    ],
  },
  {
    name: 'Leo Tolstoy',
    birthDate: '1828-09-09',
    biography: 'Leo Tolstoy wrote two of the greatest novels ever written.',
    works: [
      en('War and Peace', 1869, ['Classics', 'Historical Fiction'], 1225),
      en('Anna Karenina', 1878, ['Classics', 'Romance'], 864),
    ],
  },
  {
    name: 'Fyodor Dostoevsky',
    birthDate: '1821-11-11',
    biography: 'Fyodor Dostoevsky explored faith, guilt and freedom.',
    works: [
      en('Crime and Punishment', 1866, ['Classics', 'Philosophy'], 671),
      en('The Brothers Karamazov', 1880, ['Classics', 'Philosophy'], 796),
    ],
  },
  {
    name: 'James Clear',
    birthDate: '1986-01-22',
    biography: 'James Clear writes about habits and decision making.',
    works: [en('Atomic Habits', 2018, ['Self-Help'], 320)],
  },
];

/**
 * The hand-written part of the seed catalog: genres, and real authors with real works, Nepali
 * literature first (titles in English transliteration and in Devanagari), each work with a short
 * factual description written for Pustak: what the book is, never praise. The generated part
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
  /** What the book is, in a sentence or three written for Pustak; generated books get one from blurbs.ts. */
  description?: string;
}

export interface RealAuthor {
  name: string;
  birthDate: string | null;
  biography: string;
  works: Work[];
}

const np = (title: string, year: number, genres: GenreName[], description: string, pages?: number): Work => ({
  title,
  year,
  language: 'Nepali',
  genres: ['Nepali Literature', ...genres],
  description,
  ...(pages ? { pages } : {}),
});
const en = (title: string, year: number, genres: GenreName[], description: string, pages?: number): Work => ({
  title,
  year,
  language: 'English',
  genres,
  description,
  ...(pages ? { pages } : {}),
});
const ja = (title: string, year: number, genres: GenreName[], description: string): Work => ({
  title,
  year,
  language: 'Japanese',
  genres,
  description,
});
const fr = (title: string, year: number, genres: GenreName[], description: string): Work => ({
  title,
  year,
  language: 'French',
  genres,
  description,
});

export const NEPALI_AUTHORS: RealAuthor[] = [
  {
    name: 'Laxmi Prasad Devkota',
    birthDate: '1909-11-12',
    biography:
      'Mahakavi Laxmi Prasad Devkota is the great poet of modern Nepali literature. His long poem Muna Madan, written in the folk jhyaure metre, is the most loved book in the language.',
    works: [
      np(
        'मुनामदन',
        1936,
        ['Poetry', 'Classics'],
        'Devkota’s long narrative poem in the jhyaure folk metre. Madan leaves his young wife Muna in Kathmandu to trade in Lhasa, falls ill on the road home and is nursed by a Tibetan stranger; he returns to find Muna has died. The original Nepali text.',
        72,
      ),
      en(
        'Muna Madan',
        1936,
        ['Poetry', 'Classics', 'Nepali Literature'],
        'An English translation of Devkota’s narrative poem Munamadan, in which a Kathmandu trader leaves his wife Muna for Lhasa, falls ill on the journey back and returns home too late. Written in 1936 in a Nepali folk metre.',
        96,
      ),
      np(
        'शाकुन्तल',
        1945,
        ['Poetry', 'Classics', 'Drama'],
        'Devkota’s epic poem in classical metres, retelling the story of Shakuntala and King Dushyanta from Kalidasa’s ancient play: their meeting in a forest hermitage, a curse that makes the king forget her, and their reunion. The original Nepali text.',
        420,
      ),
      np(
        'सुलोचना',
        1946,
        ['Poetry', 'Classics'],
        'A long narrative poem by Devkota, named for its heroine Sulochana and written in 1946, the year after his epic Shakuntala. The original Nepali text.',
        180,
      ),
      np(
        'लक्ष्मी निबन्ध संग्रह',
        1945,
        ['Classics'],
        'A collection of Devkota’s essays in Nepali prose, in which the poet turns his attention to everyday life, society, learning and literature. The original Nepali text.',
        240,
      ),
      np(
        'पागल',
        1953,
        ['Poetry'],
        'Devkota’s poem Pagal (The Lunatic), in which the speaker accepts the name of madman and turns it back on the world that gives it to him. A short work in free verse, in the original Nepali.',
        48,
      ),
    ],
  },
  {
    name: 'Parijat',
    birthDate: '1937-04-19',
    biography:
      'Parijat (Bishnu Kumari Waiba) wrote Shirishko Phool, a landmark of Nepali existentialist fiction that won the Madan Puraskar in 1965.',
    works: [
      np(
        'शिरीषको फूल',
        1965,
        ['Fiction', 'Classics'],
        'Parijat’s short novel of Suyogbir, an ageing former soldier, and Sakambari, a young woman who refuses the life expected of her, in 1960s Kathmandu. A landmark of Nepali existentialist fiction, in the original Nepali.',
        120,
      ),
      en(
        'Blue Mimosa',
        1972,
        ['Fiction', 'Classics', 'Nepali Literature'],
        'The English translation of Parijat’s novel Shirishko Phool: Suyogbir, a former soldier drifting through Kathmandu, is drawn to Sakambari, a young woman who rejects the roles offered to her.',
        136,
      ),
      np(
        'महत्त्वहीन',
        1968,
        ['Fiction'],
        'A novel by Parijat, published in 1968, three years after Shirishko Phool, the book for which she is best known. The original Nepali text.',
        150,
      ),
      np(
        'अनिदो पहाडसँगै',
        1982,
        ['Fiction'],
        'A novel from Parijat’s later years, when her writing turned towards political commitment and social change. The original Nepali text.',
        210,
      ),
      np(
        'तोरीबारी, बाटा र सपनाहरू',
        1976,
        ['Fiction'],
        'A novel by Parijat from the 1970s, the decade in which her fiction moved towards social and political themes; its title means mustard fields, roads and dreams. The original Nepali text.',
        190,
      ),
    ],
  },
  {
    name: 'Bhanubhakta Acharya',
    birthDate: '1814-07-13',
    biography:
      'Adikavi Bhanubhakta Acharya rendered the Ramayana into simple Nepali verse and gave the language its first great poem.',
    works: [
      np(
        'भानुभक्तको रामायण',
        1853,
        ['Poetry', 'Classics', 'Religion & Spirituality'],
        'Bhanubhakta’s retelling of the Ramayana in simple Nepali verse, based on the Adhyatma Ramayana and completed in the mid-nineteenth century: the life of Rama, his exile, the abduction of Sita and the war with Ravana.',
        330,
      ),
      np(
        'वधु शिक्षा',
        1860,
        ['Poetry', 'Classics'],
        'A short work of verse by Bhanubhakta addressed to young wives, giving advice on conduct and household life as his time saw them. The original Nepali text.',
        64,
      ),
    ],
  },
  {
    name: 'B. P. Koirala',
    birthDate: '1914-09-08',
    biography:
      "Bishweshwar Prasad Koirala, Nepal's first elected prime minister, was also one of its finest novelists, writing with psychological depth about love, freedom and conscience.",
    works: [
      np(
        'सुम्निमा',
        1970,
        ['Fiction', 'Classics'],
        'B. P. Koirala’s novel of Sumnima, a Kirat girl, and Somdatta, a young Brahmin, set in the hills of eastern Nepal in an ancient time; it sets a life close to nature against one of ritual and renunciation. The original Nepali text.',
        160,
      ),
      np(
        'तीन घुम्ती',
        1968,
        ['Fiction', 'Classics'],
        'A short novel by B. P. Koirala that follows a woman through three turning points in her life, and the choices between love, marriage and freedom that each brings. The original Nepali text.',
        140,
      ),
      np(
        'नरेन्द्र दाइ',
        1970,
        ['Fiction'],
        'A short novel by B. P. Koirala, named for its central character, Narendra Dai, and written in his later years. The original Nepali text.',
        110,
      ),
      np(
        'मोदिआइन',
        1980,
        ['Fiction'],
        'A short novel by B. P. Koirala set at the time of the Kurukshetra war of the Mahabharata, seen through the eyes of a shopkeeper’s wife (the modiain); a reflection on war and what it costs. The original Nepali text.',
        100,
      ),
      np(
        'आत्मवृत्तान्त',
        1998,
        ['Biography & Memoir', 'History'],
        'B. P. Koirala’s recollections of his life and politics, recorded near the end of his life and published after his death: his childhood, the struggle against the Rana regime, the first elected government and the years of prison and exile.',
        290,
      ),
      en(
        'Atmabrittanta: Late Life Recollections',
        2001,
        ['Biography & Memoir', 'History', 'Nepali Literature'],
        'The English translation of B. P. Koirala’s Atmabrittanta, the memoir he recorded near the end of his life, covering his family, the movement against the Ranas, his time as prime minister, and prison and exile.',
        320,
      ),
    ],
  },
  {
    name: 'Lil Bahadur Chettri',
    birthDate: '1933-03-01',
    biography:
      'Lil Bahadur Chettri wrote Basain, a novel of a family forced from its hill village by debt, read in schools across Nepal.',
    works: [
      np(
        'बसाईं',
        1957,
        ['Fiction', 'Classics'],
        'Lil Bahadur Chettri’s short novel of Dhane, a poor farmer in a hill village of eastern Nepal, and his family, who are driven by debt and scandal to leave their land for a new life elsewhere. The original Nepali text.',
        130,
      ),
      en(
        'Mountains Painted with Turmeric',
        2008,
        ['Fiction', 'Nepali Literature'],
        'The English translation of Lil Bahadur Chettri’s novel Basain, about a farming family in the hills of eastern Nepal forced by debt and scandal to leave their village and migrate.',
        144,
      ),
    ],
  },
  {
    name: 'Narayan Wagle',
    birthDate: '1968-01-01',
    biography:
      'Journalist and novelist Narayan Wagle won the Madan Puraskar for Palpasa Café, a novel of an artist caught in the civil war.',
    works: [
      np(
        'पल्पसा क्याफे',
        2005,
        ['Fiction'],
        'Narayan Wagle’s novel of Drishya, a Kathmandu painter, and Palpasa, a young woman who has come home from abroad, set during Nepal’s civil war between the Maoists and the state in the early 2000s. The original Nepali text.',
        232,
      ),
      en(
        'Palpasa Café',
        2008,
        ['Fiction', 'Nepali Literature'],
        'The English translation of Narayan Wagle’s novel: Drishya, an artist, meets Palpasa, who has come home from abroad, and travels into the hills as the Maoist civil war closes in on ordinary lives.',
        240,
      ),
      np(
        'मयुर टाइम्स',
        2010,
        ['Fiction'],
        'Narayan Wagle’s second novel, published five years after Palpasa Café by a writer who was for years a newspaper editor in Kathmandu. The original Nepali text.',
        260,
      ),
    ],
  },
  {
    name: 'Buddhisagar',
    birthDate: '1980-01-01',
    biography:
      'Buddhisagar writes of far-west Nepal; Karnali Blues, a son remembering his father, became one of the best-selling Nepali novels.',
    works: [
      np(
        'कर्नाली ब्लुज',
        2010,
        ['Fiction'],
        'Buddhisagar’s novel in which a young man, sitting by his sick father, remembers his childhood in the Karnali region of far-west Nepal and the father who raised him. The original Nepali text.',
        440,
      ),
      en(
        'Karnali Blues',
        2013,
        ['Fiction', 'Nepali Literature'],
        'The English translation of Buddhisagar’s novel: a young man at his father’s sickbed recalls growing up with him in the towns and hills of Nepal’s Karnali region.',
        420,
      ),
      np(
        'फिरफिरे',
        2016,
        ['Fiction'],
        'Buddhisagar’s second novel, published in 2016, six years after Karnali Blues; its title is the Nepali word for a child’s paper pinwheel. The original Nepali text.',
        380,
      ),
    ],
  },
  {
    name: 'Jhamak Ghimire',
    birthDate: '1980-07-04',
    biography:
      'Born with cerebral palsy, Jhamak Ghimire taught herself to write with her left foot. Her memoir won the Madan Puraskar.',
    works: [
      np(
        'जीवन काँडा कि फूल',
        2010,
        ['Biography & Memoir'],
        'Jhamak Ghimire’s autobiography: born with cerebral palsy in a village in eastern Nepal, she taught herself to read and then to write, holding the pen with her left foot. The original Nepali text.',
        200,
      ),
      en(
        'A Flower in the Midst of Thorns',
        2012,
        ['Biography & Memoir', 'Nepali Literature'],
        'The English translation of Jhamak Ghimire’s memoir Jiwan Kanda Ki Phool, the story of a girl born with cerebral palsy in eastern Nepal who learned to read and to write with her left foot.',
        210,
      ),
    ],
  },
  {
    name: 'Khagendra Sangraula',
    birthDate: '1946-01-01',
    biography:
      'Essayist and novelist Khagendra Sangraula is known for a sharp, witty prose that takes on power and privilege.',
    works: [
      np(
        'जुनकीरीको सङ्गीत',
        1999,
        ['Fiction'],
        'A novel by the essayist and critic Khagendra Sangraula, published in 1999; its title means the music of fireflies. The original Nepali text.',
        170,
      ),
    ],
  },
  {
    name: 'Yogesh Raj',
    birthDate: '1969-01-01',
    biography:
      'Historian and novelist Yogesh Raj wrote Ranahar, a novel of the last days of the Malla kingdoms of the Kathmandu valley.',
    works: [
      np(
        'रनहार',
        2018,
        ['Historical Fiction', 'Fiction'],
        'Yogesh Raj’s historical novel set in the last years of the Malla kingdoms of the Kathmandu valley in the eighteenth century, as the Gorkha army closes in. The original Nepali text.',
        300,
      ),
      np(
        'निर्वाण',
        2021,
        ['Historical Fiction'],
        'A historical novel by Yogesh Raj, a historian of the Kathmandu valley, published three years after Ranahar, his novel of the fall of the Malla kingdoms. The original Nepali text.',
        280,
      ),
    ],
  },
  {
    name: 'Madan Mani Dixit',
    birthDate: '1923-06-01',
    biography:
      'Madan Mani Dixit wrote Madhavi, a novel retelling a tale of the Mahabharata, winner of the Madan Puraskar.',
    works: [
      np(
        'माधवी',
        1983,
        ['Historical Fiction', 'Classics'],
        'Madan Mani Dixit’s novel retelling the Mahabharata tale of Madhavi, daughter of King Yayati, who is given away in turn to kings and a sage as payment in a bargain made by men. The original Nepali text.',
        260,
      ),
    ],
  },
  {
    name: 'Diamond Shumsher Rana',
    birthDate: '1918-01-01',
    biography:
      'Diamond Shumsher Rana wrote Seto Bagh, a historical novel of intrigue in the court of the Rana prime ministers.',
    works: [
      np(
        'सेतो बाघ',
        1973,
        ['Historical Fiction', 'Classics'],
        'Diamond Shumsher Rana’s historical novel of plots and rivalries at the court in Kathmandu in the nineteenth century, in the years when the Rana family took power. The original Nepali text.',
        310,
      ),
      en(
        'Wake of the White Tiger',
        1984,
        ['Historical Fiction', 'Nepali Literature'],
        'The English translation of Diamond Shumsher Rana’s historical novel Seto Bagh, set among the intrigues of the Kathmandu court as the Rana family rose to power in the nineteenth century.',
        330,
      ),
    ],
  },
  {
    name: 'Govinda Bahadur Malla Gothale',
    birthDate: '1922-01-01',
    biography: 'Gothale wrote stories and novels of Kathmandu life, among them Pallo Gharko Jhyal.',
    works: [
      np(
        'पल्लो घरको झ्याल',
        1959,
        ['Fiction', 'Classics'],
        'Govinda Bahadur Malla Gothale’s novel of family life in Kathmandu in the mid-twentieth century; its title means the window of the house next door. The original Nepali text.',
        150,
      ),
    ],
  },
  {
    name: 'Lekhnath Paudyal',
    birthDate: '1885-01-01',
    biography: 'Kavi Shiromani Lekhnath Paudyal brought classical Sanskrit metres into Nepali poetry.',
    works: [
      np(
        'तरुण तपसी',
        1953,
        ['Poetry', 'Classics', 'Philosophy'],
        'Lekhnath Paudyal’s long philosophical poem in classical metres; its title means the young ascetic, and it reflects on life, nature and renunciation. The original Nepali text.',
        120,
      ),
    ],
  },
  {
    name: 'Balkrishna Sama',
    birthDate: '1903-02-08',
    biography: 'Balkrishna Sama is the father of modern Nepali drama.',
    works: [
      np(
        'प्रह्लाद',
        1938,
        ['Drama', 'Classics'],
        'Balkrishna Sama’s verse play on the legend of Prahlad, the boy devoted to Vishnu, and his father, the demon king Hiranyakashipu, who tries to destroy him. The original Nepali text.',
        110,
      ),
      np(
        'मुटुको व्यथा',
        1929,
        ['Drama', 'Classics'],
        'An early play by Balkrishna Sama, a drama of love and grief; its title means the ache of the heart. The original Nepali text.',
        96,
      ),
    ],
  },
  {
    name: 'Indra Bahadur Rai',
    birthDate: '1927-01-01',
    biography: 'Darjeeling writer Indra Bahadur Rai shaped modern Nepali fiction and criticism.',
    works: [
      np(
        'आज रमिता छ',
        1964,
        ['Fiction', 'Classics'],
        'Indra Bahadur Rai’s novel set among the people of Darjeeling, the hill town where he lived and wrote, told in a loose, experimental form. The original Nepali text.',
        260,
      ),
    ],
  },
  {
    name: 'Krishna Dharabasi',
    birthDate: '1962-01-01',
    biography:
      'Krishna Dharabasi won the Madan Puraskar for Radha, a retelling of the Krishna story from Radha’s side.',
    works: [
      np(
        'राधा',
        2005,
        ['Fiction'],
        'Krishna Dharabasi’s novel retelling the story of Krishna from the side of Radha, who loved him and was left behind when he went away. The original Nepali text.',
        350,
      ),
    ],
  },
  {
    name: 'Neelam Karki Niharika',
    birthDate: '1978-01-01',
    biography:
      'Neelam Karki Niharika wrote Yogmaya, the life of the rebel saint Yogmaya Neupane, winner of the Madan Puraskar.',
    works: [
      np(
        'योगमाया',
        2017,
        ['Historical Fiction', 'Biography & Memoir'],
        'Neelam Karki Niharika’s novel based on the life of Yogmaya Neupane, the early twentieth-century religious reformer from eastern Nepal who spoke against caste, child marriage and the Rana government. The original Nepali text.',
        420,
      ),
      np(
        'चीरहरण',
        2011,
        ['Fiction'],
        'A novel by Neelam Karki Niharika, published in 2011; its title recalls the disrobing of Draupadi in the Mahabharata. The original Nepali text.',
        300,
      ),
    ],
  },
  {
    name: 'Nayan Raj Pandey',
    birthDate: '1966-01-01',
    biography: 'Nayan Raj Pandey writes of the Tarai and its border towns with humour and tenderness.',
    works: [
      np(
        'उलार',
        2006,
        ['Fiction'],
        'A short novel by Nayan Raj Pandey set among the ordinary people of a town on the Terai, near the border with India. The original Nepali text.',
        180,
      ),
      np(
        'लू',
        2012,
        ['Fiction'],
        'A novel by Nayan Raj Pandey, named for the hot summer wind of the plains and set on the Terai near the Indian border. The original Nepali text.',
        280,
      ),
      np(
        'सल्लीपिर',
        2019,
        ['Fiction'],
        'A novel by Nayan Raj Pandey, published in 2019, by a writer whose fiction often turns to the Terai and the towns along the Indian border. The original Nepali text.',
        300,
      ),
    ],
  },
  {
    name: 'Rajan Mukarung',
    birthDate: '1975-01-01',
    biography: 'Rajan Mukarung won the Madan Puraskar for Damini Bhir, a novel of Kirat life in eastern Nepal.',
    works: [
      np(
        'दमिनी भीर',
        2013,
        ['Fiction'],
        'Rajan Mukarung’s novel of Kirat life in the hills of eastern Nepal, its customs, its memory and its hardships. The original Nepali text.',
        300,
      ),
    ],
  },
  {
    name: 'Chuden Kabimo',
    birthDate: '1986-01-01',
    biography: 'Chuden Kabimo’s Phatsung tells of the Limbu people and the land they lost.',
    works: [
      np(
        'फत्सुङ',
        2020,
        ['Fiction', 'Historical Fiction'],
        'Chuden Kabimo’s novel of the Limbu people of eastern Nepal, their history and the land they lost. The original Nepali text, published in 2020.',
        330,
      ),
    ],
  },
  {
    name: 'Amar Neupane',
    birthDate: '1977-01-01',
    biography: 'Amar Neupane’s Seto Dharti, the life of a child widow, won the Madan Puraskar in 2012.',
    works: [
      np(
        'सेतो धरती',
        2012,
        ['Fiction'],
        'Amar Neupane’s novel of Tara, married as a small child and widowed before she understands marriage, who spends her life among widows at Devghat. The original Nepali text.',
        330,
      ),
      np(
        'करोडौं कोसको यात्रा',
        2019,
        ['Fiction'],
        'A novel by Amar Neupane, published in 2019, seven years after Seto Dharti, his novel of a child widow. The original Nepali text.',
        310,
      ),
    ],
  },
  {
    name: 'Bhupi Sherchan',
    birthDate: '1935-01-01',
    biography: 'Bhupi Sherchan’s free-verse poems mock and mourn the politics of his country.',
    works: [
      np(
        'घुम्ने मेचमाथि अन्धो मान्छे',
        1969,
        ['Poetry', 'Classics'],
        'Bhupi Sherchan’s collection of free-verse poems; its title means a blind man on a revolving chair. The poems take on the politics and society of Nepal in the 1960s with satire and grief. The original Nepali text.',
        90,
      ),
    ],
  },
  {
    name: 'Samrat Upadhyay',
    birthDate: '1964-01-01',
    biography:
      'Samrat Upadhyay was the first Nepali-born author of fiction published in the West; his stories are set in Kathmandu.',
    works: [
      en(
        'Arresting God in Kathmandu',
        2001,
        ['Short Stories', 'Fiction'],
        'Samrat Upadhyay’s first collection of short stories, set in Kathmandu, about men and women caught between desire, family duty and faith.',
        208,
      ),
      en(
        'The Guru of Love',
        2003,
        ['Fiction', 'Romance'],
        'Samrat Upadhyay’s novel of Ramchandra, a poorly paid mathematics tutor in Kathmandu, who begins an affair with a young student, Malati, during the democracy protests of 1990.',
        272,
      ),
      en(
        "Buddha's Orphans",
        2010,
        ['Fiction'],
        'Samrat Upadhyay’s novel following Raja, an orphan found in Kathmandu, and Nilu, a girl from a wealthy family, through their lives together across several decades of the city’s history.',
        384,
      ),
      en(
        'The City Son',
        2014,
        ['Fiction'],
        'Samrat Upadhyay’s novel of Didi, a village woman who learns that her husband keeps a second wife and son in Kathmandu, and who moves to the city and takes control of the boy’s life.',
        256,
      ),
      en(
        'Mad Country',
        2017,
        ['Short Stories'],
        'A collection of short stories by Samrat Upadhyay, published in 2017, sixteen years after his first collection, Arresting God in Kathmandu.',
        240,
      ),
    ],
  },
  {
    name: 'Manjushree Thapa',
    birthDate: '1968-01-01',
    biography: 'Manjushree Thapa writes fiction and essays about Nepal in English.',
    works: [
      en(
        'The Tutor of History',
        2001,
        ['Fiction', 'Politics & Society'],
        'Manjushree Thapa’s first novel, set in a town in western Nepal in the run-up to a general election, following several of its people as they are drawn into the campaign.',
        400,
      ),
      en(
        'Forget Kathmandu',
        2005,
        ['History', 'Politics & Society'],
        'Manjushree Thapa’s non-fiction account of Nepal’s modern history and politics, written after the royal palace killings of 2001 and during the Maoist conflict, mixing history with her own reporting and travels.',
        272,
      ),
      en(
        'Seasons of Flight',
        2010,
        ['Fiction'],
        'Manjushree Thapa’s novel of Prema, a young woman from a village in Nepal who wins a green card, moves to Los Angeles and searches for a place for herself there.',
        240,
      ),
      en(
        'All of Us in Our Own Lives',
        2016,
        ['Fiction'],
        'Manjushree Thapa’s novel of several lives that cross in Kathmandu, among them a Canadian lawyer born in Nepal who returns to work for an aid organisation.',
        384,
      ),
    ],
  },
  {
    name: 'Prajwal Parajuly',
    birthDate: '1984-01-01',
    biography: 'Prajwal Parajuly writes of Nepali-speaking families in India, Nepal and beyond.',
    works: [
      en(
        "The Gurkha's Daughter",
        2012,
        ['Short Stories', 'Fiction'],
        'Prajwal Parajuly’s first book, a collection of short stories about families with roots in Nepal, living in Nepal, India and beyond, and the pressures of class, caste and migration on them.',
        240,
      ),
      en(
        'Land Where I Flee',
        2013,
        ['Fiction'],
        'Prajwal Parajuly’s novel of four grandchildren who return to Gangtok, in Sikkim, for their grandmother’s eighty-fourth birthday, bringing their quarrels and secrets with them.',
        288,
      ),
    ],
  },
  {
    name: 'Rabi Thapa',
    birthDate: '1976-01-01',
    biography: 'Rabi Thapa writes about Kathmandu, its streets and its people.',
    works: [
      en(
        'Nothing to Declare',
        2011,
        ['Short Stories'],
        'Rabi Thapa’s first book, a collection of short stories, most of them set in Kathmandu and among the people who move through the city.',
        200,
      ),
      en(
        'Thamel: Dark Star of Kathmandu',
        2016,
        ['Travel & Adventure', 'History'],
        'Rabi Thapa’s non-fiction portrait of Thamel, the tourist quarter of Kathmandu: its history, its streets and the people who live and work there.',
        280,
      ),
    ],
  },
];

export const WORLD_AUTHORS: RealAuthor[] = [
  {
    name: 'Haruki Murakami',
    birthDate: '1949-01-12',
    biography: 'Haruki Murakami’s dreamlike novels are read around the world.',
    works: [
      ja(
        'ノルウェイの森',
        1987,
        ['Fiction', 'Romance'],
        'Haruki Murakami’s novel in which Toru Watanabe remembers his student years in Tokyo in the late 1960s, and his love for two very different women, the fragile Naoko and the lively Midori. The original Japanese text.',
      ),
      en(
        'Norwegian Wood',
        2000,
        ['Fiction', 'Romance'],
        'The English translation of Haruki Murakami’s novel: Toru Watanabe looks back on his student days in late-1960s Tokyo and on Naoko and Midori, the two young women he loved.',
        296,
      ),
      ja(
        '海辺のカフカ',
        2002,
        ['Fiction', 'Fantasy'],
        'Haruki Murakami’s novel of two journeys: Kafka Tamura, fifteen, runs away from his father’s house in Tokyo, while Nakata, an old man who can talk to cats, sets out on a quest of his own. The original Japanese text.',
      ),
      en(
        'Kafka on the Shore',
        2005,
        ['Fiction', 'Fantasy'],
        'The English translation of Haruki Murakami’s novel, told in two strands: a fifteen-year-old runaway who calls himself Kafka, and Nakata, an elderly man who can talk with cats, drawn towards the same small city.',
        480,
      ),
      en(
        'The Wind-Up Bird Chronicle',
        1997,
        ['Fiction'],
        'The English translation of Haruki Murakami’s long novel in which Toru Okada, a quiet man in suburban Tokyo, searches for his missing cat and then for his wife, and is led into memories of the war in Manchuria.',
        607,
      ),
    ],
  },
  {
    name: 'Natsume Soseki',
    birthDate: '1867-02-09',
    biography: 'Natsume Soseki is the great novelist of Meiji Japan.',
    works: [
      ja(
        'こころ',
        1914,
        ['Classics', 'Fiction'],
        'Natsume Soseki’s novel of a young student and the older man he calls Sensei, whose secret is told at last in a long letter; published in 1914 and set at the close of Japan’s Meiji era. The original Japanese text.',
      ),
      ja(
        '吾輩は猫である',
        1905,
        ['Classics', 'Fiction'],
        'Natsume Soseki’s first novel, a satire of Meiji-era society narrated by a nameless cat who observes the household of a schoolteacher and the visitors who come to talk. The original Japanese text.',
      ),
      en(
        'Kokoro',
        1957,
        ['Classics', 'Fiction'],
        'The English translation of Natsume Soseki’s novel of a student and his mentor, Sensei, whose past is revealed in a long letter; set at the end of Japan’s Meiji era.',
        248,
      ),
    ],
  },
  {
    name: 'Banana Yoshimoto',
    birthDate: '1964-07-24',
    biography: 'Banana Yoshimoto writes short, luminous novels of grief and food and love.',
    works: [
      ja(
        'キッチン',
        1988,
        ['Fiction'],
        'Banana Yoshimoto’s short novel of Mikage, a young woman who loses her grandmother and is taken in by her friend Yuichi and his mother Eriko, finding comfort in their kitchen. The original Japanese text.',
      ),
      en(
        'Kitchen',
        1993,
        ['Fiction'],
        'The English translation of Banana Yoshimoto’s novella of grief and recovery, in which Mikage, left alone after her grandmother dies, moves in with Yuichi and his mother; published with a second story, Moonlight Shadow.',
        152,
      ),
    ],
  },
  {
    name: 'Yukio Mishima',
    birthDate: '1925-01-14',
    biography: 'Yukio Mishima was a novelist, playwright and poet of postwar Japan.',
    works: [
      ja(
        '金閣寺',
        1956,
        ['Classics', 'Fiction'],
        'Yukio Mishima’s novel of a young Buddhist acolyte with a stammer who becomes obsessed with the beauty of Kyoto’s Golden Pavilion and sets fire to it, drawn from a real arson of 1950. The original Japanese text.',
      ),
      en(
        'The Sound of Waves',
        1956,
        ['Classics', 'Romance'],
        'The English translation of Yukio Mishima’s novel of Shinji, a young fisherman, and Hatsue, daughter of a wealthy shipowner, who fall in love on a small island off the coast of Japan.',
        192,
      ),
    ],
  },
  {
    name: 'Albert Camus',
    birthDate: '1913-11-07',
    biography: 'Albert Camus, Nobel laureate, wrote of the absurd and of revolt.',
    works: [
      fr(
        "L'Étranger",
        1942,
        ['Classics', 'Philosophy'],
        'Albert Camus’s short novel of Meursault, a clerk in Algiers who, days after his mother’s funeral, shoots a man on a beach and is put on trial as much for his indifference as for the killing. The original French text.',
      ),
      fr(
        'La Peste',
        1947,
        ['Classics', 'Fiction'],
        'Albert Camus’s novel of an epidemic of plague in the Algerian city of Oran, told through Dr Rieux and the people who stay to fight it while the town is sealed off. The original French text.',
      ),
      en(
        'The Stranger',
        1946,
        ['Classics', 'Philosophy'],
        'The English translation of Albert Camus’s L’Étranger: Meursault, an office clerk in Algiers, kills a man on a beach and faces a trial that judges his whole way of living.',
        123,
      ),
    ],
  },
  {
    name: 'Victor Hugo',
    birthDate: '1802-02-26',
    biography: 'Victor Hugo is the towering figure of French Romanticism.',
    works: [
      fr(
        'Les Misérables',
        1862,
        ['Classics', 'Historical Fiction'],
        'Victor Hugo’s novel of Jean Valjean, a former convict hunted by the police inspector Javert, following him and those around him through France from 1815 to the Paris uprising of 1832. The original French text.',
      ),
      fr(
        'Notre-Dame de Paris',
        1831,
        ['Classics', 'Historical Fiction'],
        'Victor Hugo’s novel set in Paris in 1482, around the cathedral of Notre-Dame: the bell-ringer Quasimodo, the archdeacon Frollo and the young dancer Esmeralda. The original French text.',
      ),
    ],
  },
  {
    name: 'Antoine de Saint-Exupéry',
    birthDate: '1900-06-29',
    biography: 'Aviator and writer Antoine de Saint-Exupéry wrote the most translated French book.',
    works: [
      fr(
        'Le Petit Prince',
        1943,
        ['Classics', "Children's Books"],
        'Antoine de Saint-Exupéry’s illustrated tale of a pilot stranded in the Sahara who meets a small boy from a distant asteroid, told with the author’s own watercolours. The original French text.',
      ),
      en(
        'The Little Prince',
        1943,
        ['Classics', "Children's Books"],
        'The English translation of Antoine de Saint-Exupéry’s illustrated tale: a pilot down in the Sahara meets a little prince who has travelled from his tiny planet, and hears of the rose he left behind.',
        96,
      ),
    ],
  },
  {
    name: 'Gustave Flaubert',
    birthDate: '1821-12-12',
    biography: 'Gustave Flaubert perfected the realist novel.',
    works: [
      fr(
        'Madame Bovary',
        1857,
        ['Classics', 'Romance'],
        'Gustave Flaubert’s novel of Emma Bovary, a country doctor’s wife in provincial Normandy who seeks escape from her dull marriage in romance, love affairs and debt. The original French text.',
      ),
    ],
  },
  {
    name: 'Jane Austen',
    birthDate: '1775-12-16',
    biography: 'Jane Austen’s six novels of manners are among the best loved in English.',
    works: [
      en(
        'Pride and Prejudice',
        1813,
        ['Classics', 'Romance'],
        'Jane Austen’s novel of Elizabeth Bennet, one of five unmarried sisters in a family of the English country gentry, and her slow-changing opinion of the proud and wealthy Mr Darcy.',
        432,
      ),
      en(
        'Emma',
        1815,
        ['Classics', 'Romance'],
        'Jane Austen’s novel of Emma Woodhouse, a wealthy young woman in the village of Highbury who busies herself arranging other people’s marriages and misjudges her own heart.',
        474,
      ),
      en(
        'Sense and Sensibility',
        1811,
        ['Classics', 'Romance'],
        'Jane Austen’s first published novel, about the Dashwood sisters, sensible Elinor and passionate Marianne, who face love and disappointment after their family loses its home.',
        409,
      ),
    ],
  },
  {
    name: 'George Orwell',
    birthDate: '1903-06-25',
    biography: 'George Orwell wrote plainly and fiercely against tyranny.',
    works: [
      en(
        'Nineteen Eighty-Four',
        1949,
        ['Classics', 'Science Fiction', 'Politics & Society'],
        'George Orwell’s novel of Winston Smith, a clerk in a future Britain ruled by the Party and its leader Big Brother, where history is rewritten daily and every citizen is watched.',
        328,
      ),
      en(
        'Animal Farm',
        1945,
        ['Classics', 'Politics & Society'],
        'George Orwell’s short allegorical novel in which the animals of an English farm drive out their farmer, only to see the pigs who lead them become masters in turn; a satire of the revolution in Russia and Stalin’s rule.',
        112,
      ),
    ],
  },
  {
    name: 'Rabindranath Tagore',
    birthDate: '1861-05-07',
    biography: 'Rabindranath Tagore, poet of Bengal, was the first non-European Nobel laureate in literature.',
    works: [
      en(
        'Gitanjali',
        1912,
        ['Poetry', 'Classics', 'Religion & Spirituality'],
        'Rabindranath Tagore’s book of short devotional poems in prose, his own English translations of songs he first wrote in Bengali, published in 1912 with an introduction by W. B. Yeats.',
        120,
      ),
      en(
        'The Home and the World',
        1916,
        ['Classics', 'Fiction'],
        'The English translation of Rabindranath Tagore’s novel Ghare Baire, set in Bengal during the Swadeshi movement, in which Bimala is torn between her liberal husband Nikhil and the fiery nationalist Sandip.',
        240,
      ),
    ],
  },
  {
    name: 'Arundhati Roy',
    birthDate: '1961-11-24',
    biography: 'Arundhati Roy won the Booker Prize for her first novel.',
    works: [
      en(
        'The God of Small Things',
        1997,
        ['Fiction'],
        'Arundhati Roy’s first novel, about the twins Estha and Rahel and their family in Ayemenem, a town in Kerala, and the events of one summer in 1969 that change all their lives.',
        340,
      ),
      en(
        'The Ministry of Utmost Happiness',
        2017,
        ['Fiction'],
        'Arundhati Roy’s second novel, moving between Anjum, a hijra who makes a home in an Old Delhi graveyard, and Tilo, a woman drawn into the conflict in Kashmir.',
        464,
      ),
    ],
  },
  {
    name: 'Paulo Coelho',
    birthDate: '1947-08-24',
    biography: 'Paulo Coelho’s fable of a shepherd boy has sold tens of millions of copies.',
    works: [
      en(
        'The Alchemist',
        1988,
        ['Fiction', 'Philosophy'],
        'The English translation of Paulo Coelho’s short novel, first written in Portuguese, about Santiago, a shepherd boy from Andalusia who travels to the pyramids of Egypt in search of a treasure he has dreamed of.',
        208,
      ),
    ],
  },
  {
    name: 'Khaled Hosseini',
    birthDate: '1965-03-04',
    biography: 'Khaled Hosseini writes of Afghanistan and its families.',
    works: [
      en(
        'The Kite Runner',
        2003,
        ['Fiction'],
        'Khaled Hosseini’s first novel, about Amir, a boy from a wealthy family in Kabul, his friend Hassan, the son of his father’s servant, and a betrayal that follows Amir to America and back to Afghanistan.',
        371,
      ),
      en(
        'A Thousand Splendid Suns',
        2007,
        ['Fiction'],
        'Khaled Hosseini’s novel of two women, Mariam and Laila, born a generation apart and married to the same man in Kabul, through decades of war in Afghanistan.',
        372,
      ),
    ],
  },
  {
    name: 'Yuval Noah Harari',
    birthDate: '1976-02-24',
    biography: 'Historian Yuval Noah Harari writes big histories of humankind.',
    works: [
      en(
        'Sapiens: A Brief History of Humankind',
        2014,
        ['History', 'Science & Nature'],
        'Yuval Noah Harari’s history of the human species, from the first people of the Stone Age through the agricultural and scientific revolutions to the present day.',
        464,
      ),
      en(
        '21 Lessons for the 21st Century',
        2018,
        ['Politics & Society', 'Philosophy'],
        'Yuval Noah Harari’s book of essays on questions of the present: technology and work, politics and nationalism, religion, truth and news, and how to live in an age of rapid change.',
        372,
      ),
    ],
  },
  {
    name: 'Jhumpa Lahiri',
    birthDate: '1967-07-11',
    biography: 'Jhumpa Lahiri won the Pulitzer Prize for her first collection of stories.',
    works: [
      en(
        'Interpreter of Maladies',
        1999,
        ['Short Stories', 'Fiction'],
        'Jhumpa Lahiri’s first book, a collection of nine short stories about people of Indian origin in India and the United States, about marriages, families and the distance between them.',
        198,
      ),
      en(
        'The Namesake',
        2003,
        ['Fiction'],
        'Jhumpa Lahiri’s first novel, following Gogol Ganguli, the son of immigrants from Calcutta to Massachusetts, from his birth to adulthood as he struggles with his unusual name and his parents’ world.',
        291,
      ),
    ],
  },
  {
    name: 'Gabriel García Márquez',
    birthDate: '1927-03-06',
    biography: 'Gabriel García Márquez, Nobel laureate, made magical realism famous.',
    works: [
      en(
        'One Hundred Years of Solitude',
        1970,
        ['Classics', 'Fiction'],
        'The English translation of Gabriel García Márquez’s novel of seven generations of the Buendía family in Macondo, the town they founded, told in the manner called magical realism.',
        417,
      ),
      en(
        'Love in the Time of Cholera',
        1988,
        ['Classics', 'Romance'],
        'The English translation of Gabriel García Márquez’s novel of Florentino Ariza, who waits more than fifty years for Fermina Daza, the woman who chose another man, in a port city on the Caribbean coast.',
        348,
      ),
    ],
  },
  {
    name: 'Leo Tolstoy',
    birthDate: '1828-09-09',
    biography: 'Leo Tolstoy wrote two of the greatest novels ever written.',
    works: [
      en(
        'War and Peace',
        1869,
        ['Classics', 'Historical Fiction'],
        'The English translation of Leo Tolstoy’s long novel of Russian families, among them the Rostovs and Bolkonskys, and of Pierre Bezukhov, during the Napoleonic wars and the French invasion of Russia in 1812.',
        1225,
      ),
      en(
        'Anna Karenina',
        1878,
        ['Classics', 'Romance'],
        'The English translation of Leo Tolstoy’s novel of Anna Karenina, a married woman of Russian high society who falls in love with Count Vronsky, told alongside the story of the landowner Levin.',
        864,
      ),
    ],
  },
  {
    name: 'Fyodor Dostoevsky',
    birthDate: '1821-11-11',
    biography: 'Fyodor Dostoevsky explored faith, guilt and freedom.',
    works: [
      en(
        'Crime and Punishment',
        1866,
        ['Classics', 'Philosophy'],
        'The English translation of Fyodor Dostoevsky’s novel of Raskolnikov, a poor former student in St Petersburg who murders a pawnbroker to prove a theory, and of the guilt that follows.',
        671,
      ),
      en(
        'The Brothers Karamazov',
        1880,
        ['Classics', 'Philosophy'],
        'The English translation of Fyodor Dostoevsky’s last novel, about the brothers Dmitri, Ivan and Alyosha Karamazov and the murder of their father, a story of faith, doubt and responsibility.',
        796,
      ),
    ],
  },
  {
    name: 'James Clear',
    birthDate: '1986-01-22',
    biography: 'James Clear writes about habits and decision making.',
    works: [
      en(
        'Atomic Habits',
        2018,
        ['Self-Help'],
        'James Clear’s practical book on building good habits and breaking bad ones through small, steady changes, set out as a handful of simple rules with examples from everyday life and work.',
        320,
      ),
    ],
  },
];

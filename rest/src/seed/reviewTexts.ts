/**
 * What the seeded members write about books: each text once per book (a book's reviews never
 * repeat one another), and in the book's kind: a novel, a poem or a play has people and an ending;
 * a history, a biography or a science book has an argument and facts. The seed draws a rating and
 * a spoiler flag as before (members.ts) and takes the next unused text of that kind, rating and flag.
 */
export type ReviewKind = 'story' | 'nonfiction';

/** [title, content] */
type Text = readonly [string, string];

const STORY: Record<string, readonly Text[]> = {
  '5': [
    ['A book I will keep forever', 'I read it in two sittings and then started again from the first page.'],
    [
      'Worth every rupee',
      'Beautifully written, and the edition is lovely to hold. I bought a second copy for my sister.',
    ],
    [
      'My father read it to us',
      'I knew the opening lines by heart before I could read them myself. They still hold up.',
    ],
    [
      'Simple words, deep water',
      'Nothing in it is difficult to read, and yet I kept stopping to think for a long while.',
    ],
    ['Every line earns its place', 'I tried to find a page I would cut and could not find one.'],
    ['Read it aloud', 'Read a few pages aloud to someone you love; it is written for the voice as much as the eye.'],
    [
      'Better the second time',
      'The first reading is for what happens, the second for how it is told. Both were a joy.',
    ],
    ['Stayed up until two', 'I meant to read one chapter before sleep. The tea went cold and the night went with it.'],
    [
      'A gift for every wedding',
      'I have given this to three friends on their wedding days and each one thanked me a year later.',
    ],
    [
      'It made me homesick',
      'Reading it far from home, I could smell the rain on the courtyard at my grandmother’s house.',
    ],
    ['Now I understand the fuss', 'Everyone told me to read it for years. They were right, and I am sorry I waited.'],
    ['Unforgettable voice', 'The way the narrator speaks stays in your head for days after the last page.'],
    [
      'Our class read it together',
      'Thirty of us, one copy each, and for a month it was all anyone talked about at tiffin.',
    ],
    ['Pure pleasure', 'Some books you admire; this one I simply enjoyed, from the first page to the last.'],
    ['Quietly devastating', 'It never raises its voice, and it still left me sitting silent on the bus past my stop.'],
    ['Deserves its fame', 'A classic that does not feel like homework. Warm, funny in places, and very wise.'],
    [
      'I underlined half of it',
      'My copy is now full of pencil marks and folded corners. That is the best review I can give.',
    ],
  ],
  '4': [
    [
      'Slow start, wonderful end',
      'The first chapters took patience, but the last third is as good as anything I have read this year.',
    ],
    ['Very good', 'People in it feel like people you know from your own tole. Recommended for a long bus ride.'],
    [
      'For our book club',
      'Our book club argued about it for two hours, which is the best thing I can say about a book.',
    ],
    ['Lovely, if a little long', 'A few scenes could have been shorter, but I never thought of putting it down.'],
    ['Warm and honest', 'Not every page sings, but the heart of it is true and it stayed with me.'],
    ['A good companion', 'I carried it on a trek to Ghandruk and read it by headlamp. It was good company.'],
    ['Nearly perfect', 'One slow stretch in the middle keeps it from five stars. Everything else is wonderful.'],
    [
      'Glad I picked it up',
      'I chose it for the cover and stayed for the writing, which is far better than I expected.',
    ],
  ],
  '3': [
    ['Good, not great', 'Some lovely passages, but it wandered in the middle. Still glad I read it.'],
    ['Mixed feelings', 'I admired the writing more than I enjoyed the reading. Others may feel the opposite.'],
    ['Worth one read', 'I do not think I will return to it, but the afternoon I spent with it was pleasant enough.'],
    ['Uneven', 'Brilliant in places and flat in others, as if it was written over many years.'],
    ['Not what I expected', 'I came for something lighter. It is well made, just not the book I was in the mood for.'],
  ],
  '2': [
    ['Not for me', 'I wanted to like it, but it never caught me. Others in my family loved it, though.'],
    ['Hard going', 'I finished it out of stubbornness more than pleasure. The language felt heavy to me.'],
    ['Could not connect', 'Everyone around me praises it, and I keep wondering what I missed.'],
    ['Too slow for me', 'Beautiful sentences, but so little moves that I lost the thread twice.'],
    ['Overpraised', 'A decent book that its reputation does no favours: I expected far more.'],
  ],
  '5!': [
    ['That ending!', 'I did not see the ending coming: the last chapter changes the meaning of everything before it.'],
    ['The last page', 'When the two of them finally meet again, I had to close the book and walk around the room.'],
    ['Who really wrote the letter', 'Finding out who wrote the letter turned the whole story upside down for me.'],
    ['The return home', 'The homecoming at the end is not the happy one you expect, and it is better for it.'],
  ],
  '4!': [
    [
      'The main character dies',
      'Knowing that the hero does not survive the last chapter made me read the beginning differently.',
    ],
    ['The secret in chapter ten', 'Once the brother’s secret comes out, every earlier quarrel makes sense.'],
    ['A bitter parting', 'I wish the lovers had stayed together, but the parting is the truest part of the book.'],
    ['The journey fails', 'The journey at the heart of the book ends in failure, and that is what makes it honest.'],
  ],
};

const NONFICTION: Record<string, readonly Text[]> = {
  '5': [
    ['Changed how I see the world', 'I keep bringing up its ideas at dinner, to my family’s mild annoyance.'],
    ['Clear and well argued', 'Every claim is backed by evidence, and it never talks down to the reader.'],
    [
      'Worth every rupee',
      'I have learned more from this than from a year of newspapers. Buy the printed copy to keep.',
    ],
    [
      'Gave it to my students',
      'I teach in Bhaktapur and made this required reading. The class discussions were the best of the year.',
    ],
    ['Facts that read like a story', 'It is rigorous, yet I read it as eagerly as a novel.'],
    ['A reference I will reuse', 'I finished it and then went back to mark the chapters I will want to consult again.'],
  ],
  '4': [
    ['Very informative', 'Dense in places, but the author explains each idea patiently with good examples.'],
    ['Good research', 'The sources are careful and the notes are worth reading too. A few chapters repeat themselves.'],
    ['Made me think', 'I do not agree with every conclusion, but it made me question what I took for granted.'],
    [
      'Useful and readable',
      'Practical advice without the usual padding. I have already used two of its ideas at work.',
    ],
    ['Strong first half', 'The early chapters are excellent; the later ones cover familiar ground.'],
    ['A good introduction', 'If you know nothing about the subject, start here. Experts may want more depth.'],
  ],
  '3': [
    ['Interesting but long', 'The main idea would fit in a long essay; the rest is examples of it.'],
    ['Some good chapters', 'Worth reading for the chapters on its central question; skim the rest.'],
    ['Dated in places', 'Much of it holds up, but some figures and examples show their age.'],
    ['Fine, not essential', 'A competent overview that I will not need to read twice.'],
  ],
  '2': [
    ['Too repetitive', 'The same point is made again and again with different anecdotes.'],
    ['Thin on evidence', 'Big claims, few sources. I wanted to be convinced and was not.'],
    ['Hard to follow', 'The argument jumps around so much that I often lost its thread.'],
    ['Not what it promised', 'The cover promises a practical guide; the book is mostly the author’s memories.'],
  ],
  '5!': [
    [
      'The conclusion surprised me',
      'The final chapter argues the opposite of what I expected from the first, and convincingly.',
    ],
    ['How it all ends', 'The last chapter, on how the story ended for the people in it, is the most moving part.'],
    ['The final answer', 'It saves its answer to the opening question for the last pages, and the wait is worth it.'],
  ],
  '4!': [
    ['Skip to the epilogue? Don’t', 'The epilogue reveals what became of the expedition; read it last, as intended.'],
    ['The twist in the evidence', 'Halfway through, new evidence overturns the first chapters’ account.'],
    ['The last experiment', 'The final experiment fails, and the author is honest about what that means.'],
  ],
};

/**
 * Hands out review texts so that no book gets one twice: the next unused text of the book's kind,
 * rating and spoiler flag. Throws if a book asks for more than a pool holds (the seed would repeat).
 */
export function reviewTextPicker() {
  const used = new Map<number, Set<string>>();
  return (bookId: number, kind: ReviewKind, rating: number, spoiler: boolean): Text => {
    const pool = (kind === 'story' ? STORY : NONFICTION)[`${rating}${spoiler ? '!' : ''}`];
    if (!pool) throw new Error(`no ${kind} review texts for ${rating} stars`);
    const taken = used.get(bookId) ?? new Set<string>();
    used.set(bookId, taken);
    const text = pool.find(([title]) => !taken.has(title));
    if (!text) throw new Error(`book ${bookId} has used every ${kind} review text for ${rating} stars`);
    taken.add(text[0]);
    return text;
  };
}

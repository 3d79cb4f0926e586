/**
 * Quote of the day: from QUOTE_URL when set (SPEC §7's notes service: success, data.content,
 * data.notebook_name), otherwise, or when it fails, one of these, chosen by the date.
 */
const QUOTES = [
  { text: 'Books are a uniquely portable magic.', author: 'Stephen King' },
  {
    text: 'A reader lives a thousand lives before he dies. The man who never reads lives only one.',
    author: 'George R. R. Martin',
  },
  { text: 'There is no friend as loyal as a book.', author: 'Ernest Hemingway' },
  { text: 'Once you learn to read, you will be forever free.', author: 'Frederick Douglass' },
  { text: 'A room without books is like a body without a soul.', author: 'Marcus Tullius Cicero' },
  { text: 'The more that you read, the more things you will know.', author: 'Dr. Seuss' },
  { text: 'Reading is to the mind what exercise is to the body.', author: 'Joseph Addison' },
];

export const FALLBACK_QUOTE = QUOTES[0]!;

export async function quoteOfTheDay(quoteUrl: string | undefined, now = new Date()) {
  if (quoteUrl) {
    try {
      const res = await fetch(quoteUrl, { signal: AbortSignal.timeout(1500) });
      const body = (await res.json()) as { success?: boolean; data?: { content?: string; notebook_name?: string } };
      if (body.success && body.data?.content)
        return { text: body.data.content, author: body.data.notebook_name ?? 'Unknown' };
    } catch {
      // the service is optional: fall back to SPEC's quote about portable magic
    }
    return FALLBACK_QUOTE;
  }
  const day = Math.floor(now.getTime() / 86_400_000);
  return QUOTES[day % QUOTES.length]!;
}

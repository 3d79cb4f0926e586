/** '1 book', '2 books': a count with its noun in the right number (English, regular plurals). */
export function plural(count: number, noun: string): string {
  return `${count} ${count === 1 ? noun : `${noun}s`}`;
}

/**
 * A total the server may have stopped counting (the catalog counts up to 10,000 matches): '10,000+'
 * then, so the page never claims an exact figure it does not know.
 */
export function total(count: number, isLowerBound: boolean): string {
  return isLowerBound ? `${count.toLocaleString('en-US')}+` : String(count);
}

/** plural() for such a total: '10,000+ books', or '37 books' when exact. */
export function pluralTotal(count: number, isLowerBound: boolean, noun: string): string {
  return isLowerBound ? `${total(count, true)} ${noun}s` : plural(count, noun);
}

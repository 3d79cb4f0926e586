/** '1 book', '2 books': a count with its noun in the right number (English, regular plurals). */
export function plural(count: number, noun: string): string {
  return `${count} ${count === 1 ? noun : `${noun}s`}`;
}

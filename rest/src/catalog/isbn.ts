/**
 * ISBN-13s as the catalog keeps them: thirteen digits whose check digit is right. Input may carry
 * hyphens and spaces (and Goodreads' ="…" wrapping); an ISBN-10 becomes its ISBN-13 (978 and a new
 * check digit), the one conversion the standard defines. Never guesses a digit.
 */

const isbn13CheckDigit = (first12: string): number => {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
};

function isbn10IsValid(isbn: string): boolean {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const c = isbn[i]!;
    const value = c === 'X' || c === 'x' ? 10 : Number(c);
    if (c === 'X' && i !== 9) return false;
    sum += value * (10 - i);
  }
  return sum % 11 === 0;
}

/** The digits of an ISBN typed or exported with hyphens, spaces or Goodreads' ="…" around it. */
const bare = (input: string): string => input.replace(/^="?|"$/g, '').replace(/[\s-]/g, '');

/** The ISBN-13 of `input` when it is a valid ISBN-13, or null. */
export function isbn13Of(input: string): string | null {
  const digits = bare(input);
  if (!/^\d{13}$/.test(digits)) return null;
  return isbn13CheckDigit(digits.slice(0, 12)) === Number(digits[12]) ? digits : null;
}

/** The ISBN-13 of a valid ISBN-10 or ISBN-13, or null (empty, or not a valid ISBN). */
export function anyIsbnAs13(input: string): string | null {
  const digits = bare(input);
  if (/^\d{9}[\dXx]$/.test(digits)) {
    if (!isbn10IsValid(digits.toUpperCase())) return null;
    const first12 = `978${digits.slice(0, 9)}`;
    return `${first12}${isbn13CheckDigit(first12)}`;
  }
  return isbn13Of(digits);
}

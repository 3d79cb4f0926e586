/** Escapes a user's text for an ILIKE pattern, so '%' and '_' match themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Escapes a user's text for a LIKE pattern that matches text starting with it. */
export function prefixPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Escapes a user's text for an ILIKE pattern, so '%' and '_' match themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Exact sums of the graph's decimal amounts; i18n/format.ts shows them in the reader's language. */

/** Formats delivered as a download, which ship free (rest/src/catalog/money.ts DIGITAL_FORMATS). */
export const DIGITAL_FORMATS: readonly string[] = ['eBook', 'Audiobook'];

/** Sums decimal strings exactly, in paisa, and returns a decimal string. */
export function sumRs(amounts: (string | number)[]): string {
  const paisa = amounts.reduce<number>((total, amount) => total + Math.round(Number(amount) * 100), 0);
  return (paisa / 100).toFixed(2);
}

/** price × quantity, exactly. */
export function timesRs(amount: string | number, quantity: number): string {
  return ((Math.round(Number(amount) * 100) * quantity) / 100).toFixed(2);
}

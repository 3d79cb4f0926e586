/**
 * The one money formatter: 'Rs 1,23,456.00' (Indian digit grouping, 2 decimals). Amounts arrive
 * as exact decimal strings from the graph; they are only turned into numbers to be displayed.
 */
const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatRs(amount: string | number): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  return `Rs ${rupees.format(Number.isFinite(value) ? value : 0)}`;
}

/** Sums decimal strings exactly, in paisa, and returns a decimal string. */
export function sumRs(amounts: (string | number)[]): string {
  const paisa = amounts.reduce<number>((total, amount) => total + Math.round(Number(amount) * 100), 0);
  return (paisa / 100).toFixed(2);
}

/** price × quantity, exactly. */
export function timesRs(amount: string | number, quantity: number): string {
  return ((Math.round(Number(amount) * 100) * quantity) / 100).toFixed(2);
}

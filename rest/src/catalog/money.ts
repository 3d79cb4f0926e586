/**
 * Exact money: prices are numeric(10,2) in the database and decimal strings on the wire. Sums are
 * done in integer paisa, never in floating-point rupees.
 */
export function toPaisa(amount: string): number {
  const [rupees = '0', paisa = ''] = amount.trim().split('.');
  return Number(rupees) * 100 + Number(paisa.padEnd(2, '0').slice(0, 2));
}

export function fromPaisa(paisa: number): string {
  const sign = paisa < 0 ? '-' : '';
  const abs = Math.abs(paisa);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The flat shipping fee of SPEC §9, added once per order. */
export const SHIPPING_FEE_PAISA = 100_00;
/** Formats delivered as a download, not by courier: an order of only these ships free. */
export const DIGITAL_FORMATS: readonly string[] = ['eBook', 'Audiobook'];

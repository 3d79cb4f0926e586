/**
 * Texts that read the same in Nepali as in English: names (of the store, wallets and sites) and
 * examples that are meant to be typed as shown. The catalog test allows only these to stay English,
 * and the e2e sweep does not look for them.
 */
export const SAME_IN_BOTH: readonly string[] = [
  'Pustak',
  'Khalti',
  'eSewa',
  'GitHub',
  'LinkedIn',
  'Instagram',
  'you@example.com',
];

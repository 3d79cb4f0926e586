import { expect, it } from 'vitest';
import { createI18n, switchLanguage } from '../i18n';
import { birthDateError, birthDateMax } from './birthDate';

const i18n = await createI18n('en');

it('offers birth dates from 1900 to today only, in the server’s words', () => {
  const now = new Date(2026, 10, 22, 9, 30);
  expect(birthDateMax(now)).toBe('2026-11-22');
  expect(birthDateError('2026-11-22', now)).toBeUndefined();
  expect(birthDateError('1900-01-01', now)).toBeUndefined();
  expect(birthDateError('', now)).toBeUndefined();
  expect(birthDateError('2026-11-23', now)).toBe('Date of birth cannot be in the future');
  expect(birthDateError('1899-12-31', now)).toBe('Date of birth cannot be before 1900');
});

it("says it in the reader's language", async () => {
  await switchLanguage(i18n, 'ne');
  try {
    expect(birthDateError('1899-12-31', new Date(2026, 10, 22))).toBe('जन्म मिति सन् १९०० भन्दा अघिको हुन सक्दैन');
  } finally {
    await i18n.changeLanguage('en');
  }
});

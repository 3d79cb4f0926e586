import { expect, it } from 'vitest';
import { birthDateError, birthDateMax } from './birthDate';

it('offers birth dates from 1900 to today only, in the server’s words', () => {
  const now = new Date(2026, 10, 22, 9, 30);
  expect(birthDateMax(now)).toBe('2026-11-22');
  expect(birthDateError('2026-11-22', now)).toBeUndefined();
  expect(birthDateError('1900-01-01', now)).toBeUndefined();
  expect(birthDateError('', now)).toBeUndefined();
  expect(birthDateError('2026-11-23', now)).toBe('Date of birth cannot be in the future');
  expect(birthDateError('1899-12-31', now)).toBe('Date of birth cannot be before 1900');
});

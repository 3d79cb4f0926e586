/**
 * What the web checks of a new password before sending it: only the length (the server's own rule
 * and text, auth/passwordPolicy.ts in REST). Everything else (not the email, not a common password)
 * the server decides, and its message is shown as it is.
 */
import { getI18n } from '../i18n/translate';

export const PASSWORD_MIN = 8;

/** The server's text when `password` is too short, else null; nothing while the field is empty. */
export function passwordLengthError(password: string): string | null {
  if (password === '' || [...password.normalize('NFKC')].length >= PASSWORD_MIN) return null;
  return getI18n().t('validation.passwordLength', { min: PASSWORD_MIN });
}

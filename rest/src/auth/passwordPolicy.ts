/**
 * What a new password must be (NIST SP 800-63B §5.1.1.2), checked on sign-up, password change and
 * reset: at least 8 characters (counted as a person counts them, not in UTF-16 units), at most 256;
 * not the member's email, its local part or their username; not one character repeated; and not on
 * the list of commonly used passwords (@zxcvbn-ts/language-common's, compared ignoring case). No
 * rules about kinds of characters: NIST advises against them.
 */
import { dictionary } from '@zxcvbn-ts/language-common';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;

let common: Set<string> | undefined;
/** Built on first use: about 50,000 entries. */
const commonPasswords = () => (common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase())));

/** What is wrong with `password` for this member, in words for them; null when it will do. */
export function passwordProblem(password: string, member: { email: string; username?: string }): string | null {
  const length = [...password.normalize('NFKC')].length;
  if (length < PASSWORD_MIN) return `Password must be at least ${PASSWORD_MIN} characters.`;
  if (length > PASSWORD_MAX) return `Password must be at most ${PASSWORD_MAX} characters.`;
  const folded = password.normalize('NFKC').trim().toLowerCase();
  const email = member.email.trim().toLowerCase();
  const own = [email, email.split('@')[0], member.username?.toLowerCase()];
  if (own.some((text) => text && folded === text)) return 'Password must not be your email address or username.';
  if (new Set(folded).size <= 1) return 'Password must not be one character repeated.';
  if (commonPasswords().has(folded)) return 'This password is too common. Please choose one that is harder to guess.';
  return null;
}

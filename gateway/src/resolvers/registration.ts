/**
 * Registration travels as SPEC §7's multipart request: the fields snake_cased, and the picture
 * (a data URL from the sign-up form) as a JPEG file named profile (SPEC §5); the REST service
 * checks the bytes, so a PNG travels unchanged inside it.
 */
import type { RegisterInput } from '../generated/resolvers.js';
import { assertBirthDate } from './birthDate.js';
import { badInput } from './errors.js';

const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

/** A data URL from a picture input as the JPEG file SPEC §5 sends; also used for profile edits. */
export function pictureFile(dataUrl: string): Blob {
  const match = /^data:(image\/(?:jpeg|jpg|png));base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl);
  if (!match) throw badInput('Please upload JPG or PNG images only');
  const bytes = Buffer.from(match[2]!, 'base64');
  if (bytes.length > MAX_PICTURE_BYTES) throw badInput('Image size should be less than 5MB');
  return new Blob([bytes], { type: 'image/jpeg' });
}

/** Checked whole before anything is sent: a refused sign-up makes no REST call. */
export function registrationForm(input: RegisterInput): FormData {
  assertBirthDate(input.dateOfBirth);
  const form = new FormData();
  const fields: Record<string, string> = {
    first_name: input.firstName,
    last_name: input.lastName,
    username: input.username,
    email: input.email.trim(),
    date_of_birth: input.dateOfBirth,
    password: input.password,
    bio: input.status ?? '',
    has_accepted_terms: String(input.hasAcceptedTerms),
    has_accepted_rental_policy: String(input.hasAcceptedRentalPolicy),
    terms_acceptance_date: input.termsAcceptanceDate,
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (input.profilePicture) {
    // SPEC §5: the picture travels as a JPEG file named profile; the service checks its bytes.
    form.append('profile_picture', pictureFile(input.profilePicture), 'profile');
  }
  return form;
}

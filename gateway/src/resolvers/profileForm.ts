/**
 * A profile edit as REST requests, checked whole before the first one is sent, so a refused edit
 * changes nothing (a bad picture is never refused after bio and status are saved).
 * Without a picture it is one JSON PATCH. With one it is one multipart PATCH carrying every field
 * beside the file (SPEC §5's way to send a picture), which REST checks whole before writing;
 * only an emptied favourite-genre list, which a form cannot carry, follows as a second JSON
 * PATCH, and that one has nothing REST could refuse.
 */
import type { ProfileInput } from '../generated/resolvers.js';
import { assertBirthDate } from './birthDate.js';
import { badInput, positiveId } from './errors.js';
import { pictureFile } from './registration.js';

const BIO_MAX = 500;
const STATUS_MAX = 150;

export interface ProfileRequests {
  first: Record<string, unknown> | FormData;
  /** Sent after `first` succeeds; cannot be refused. */
  then?: Record<string, unknown>;
}

const defined = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined && v !== null));

export function profileRequests(input: ProfileInput): ProfileRequests {
  if (input.bio != null && input.bio.length > BIO_MAX) throw badInput('Bio must be at most 500 characters');
  if (input.status != null && input.status.length > STATUS_MAX) throw badInput('Status must be at most 150 characters');
  if (input.dateOfBirth != null) assertBirthDate(input.dateOfBirth);
  const patch: Record<string, unknown> = defined({
    first_name: input.firstName,
    last_name: input.lastName,
    bio: input.bio,
    status: input.status,
    github: input.github,
    linkedin: input.linkedin,
    instagram: input.instagram,
    favorite_genre_ids: input.favoriteGenreIds?.map((id) => positiveId(id, 'favoriteGenreIds')),
    date_of_birth: input.dateOfBirth,
  });
  // currentlyReadingId: null clears it, absent leaves it.
  if ('currentlyReadingId' in input) {
    patch.currently_reading =
      input.currentlyReadingId == null ? null : positiveId(input.currentlyReadingId, 'currentlyReadingId');
  }
  const picture = input.profilePicture ? pictureFile(input.profilePicture) : undefined;
  if (Object.keys(patch).length === 0 && !picture) throw badInput('Nothing to change');
  if (!picture) return { first: patch };

  const form = new FormData();
  for (const [key, value] of Object.entries(patch)) {
    if (Array.isArray(value)) for (const item of value) form.append(key, String(item));
    else form.append(key, value === null ? '' : String(value)); // '' is null to REST's schema
  }
  form.append('profile_picture', picture, 'profile');
  const emptied = Array.isArray(patch.favorite_genre_ids) && patch.favorite_genre_ids.length === 0;
  return { first: form, ...(emptied && { then: { favorite_genre_ids: [] } }) };
}

/**
 * A digital book's file goes to the gateway's streaming route (POST /staff/books/{id}/file,
 * multipart, the staff member's token), not through GraphQL: an audiobook runs to hundreds of MB,
 * more than a GraphQL body may be. REST tells the file by its content and answers why it refuses.
 */
import { paths } from '../../../config/paths';
import { session } from '../../../lib/session';

export const BOOK_FILE_ACCEPT = '.epub,.pdf,.mp3,.m4b,application/epub+zip,application/pdf,audio/mpeg,audio/mp4';

export async function uploadBookFile(bookId: string, file: File): Promise<void> {
  const form = new FormData();
  form.append('file', file, file.name);
  const token = session.token;
  const response = await fetch(paths.staffBookFileUpload(bookId), {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? `HTTP ${response.status}`);
  }
}

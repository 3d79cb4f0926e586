/**
 * Saves a digital book: the link (libraryDownloadLink) works only with the member's bearer token,
 * which a plain navigation cannot send, so the file is fetched with it and handed to the browser
 * as a download from memory. The file name is the one REST gives (Content-Disposition).
 */
import { session } from '../../../lib/session';

/** The name in `attachment; filename="…"; filename*=UTF-8''…`, the UTF-8 one preferred. */
export function attachmentName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (utf8) {
    try {
      return decodeURIComponent(utf8[1]!);
    } catch {
      // a malformed escape: the plain name below
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallback;
}

/** Fetches `url` with the member's token and saves it; throws the server's message when refused. */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const token = session.token;
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? `HTTP ${response.status}`);
  }
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = attachmentName(response.headers.get('content-disposition'), fallbackName);
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // After the click has handed the blob to the browser's download.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

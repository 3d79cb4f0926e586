/**
 * The files of digital books staff upload: an eBook is an EPUB or a PDF, an audiobook an MP3 or an
 * M4B, each told by its content (its first bytes), never by its name or the type the browser sent.
 * A file may be large (an audiobook runs to hundreds of MB), so it is never held in memory: the
 * multipart part is streamed to a temporary file under DATA_DIR/uploads/book-files while its size
 * and SHA-256 are counted, and cut off at MAX_BOOK_FILE_MB. The kept file gets a random name in that
 * folder, which the static media route never serves (media/urls.ts serves pictures only): a copy
 * leaves only through a member's download link (library/).
 */
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { ApiError, badRequest } from '../http/errors.js';

export const BOOK_FILE_FOLDER = 'book-files';
/** How much of a file's start is kept to tell its type (an EPUB's first entry fits well within). */
const HEAD_BYTES = 4096;

export type BookFileKind = 'EPUB' | 'PDF' | 'MP3' | 'M4B';
export const MEDIA_TYPES: Record<BookFileKind, string> = {
  EPUB: 'application/epub+zip',
  PDF: 'application/pdf',
  MP3: 'audio/mpeg',
  M4B: 'audio/mp4',
};
/** What each digital format accepts (catalog/money.ts DIGITAL_FORMATS). */
export const KINDS_OF_FORMAT: Record<string, readonly BookFileKind[]> = {
  eBook: ['EPUB', 'PDF'],
  Audiobook: ['MP3', 'M4B'],
};

/** A file part the request streamed to disk (see receiveToDisk), in place of its bytes in the body. */
export interface ReceivedFile {
  received: true;
  tempPath: string;
  filename: string;
  bytes: number;
  sha256: string;
  head: Buffer;
}

export const isReceivedFile = (value: unknown): value is ReceivedFile =>
  typeof value === 'object' && value !== null && (value as ReceivedFile).received === true;

const ascii = (head: Buffer, start: number, end: number) => head.subarray(start, end).toString('latin1');

/** The kind of file its first bytes say it is, or null. */
export function kindOf(head: Buffer): BookFileKind | null {
  if (ascii(head, 0, 5) === '%PDF-') return 'PDF';
  // EPUB (OCF 3.0 §4.3): a ZIP whose first entry is `mimetype`, stored uncompressed, reading application/epub+zip.
  if (head.length >= 30 && head.readUInt32LE(0) === 0x04034b50) {
    const method = head.readUInt16LE(8);
    const nameLength = head.readUInt16LE(26);
    const extraLength = head.readUInt16LE(28);
    const body = 30 + nameLength + extraLength;
    if (method === 0 && ascii(head, 30, 30 + nameLength) === 'mimetype')
      return ascii(head, body, body + MEDIA_TYPES.EPUB.length) === MEDIA_TYPES.EPUB ? 'EPUB' : null;
    return null;
  }
  // MPEG-4 audio: an `ftyp` box first (M4B and M4A share the container).
  if (ascii(head, 4, 8) === 'ftyp') return 'M4B';
  // MP3: an ID3v2 tag, or straight into an MPEG audio frame (11 sync bits set).
  if (ascii(head, 0, 3) === 'ID3') return 'MP3';
  if (head.length >= 2 && head[0] === 0xff && (head[1]! & 0xe0) === 0xe0) return 'MP3';
  return null;
}

/** The kind of a file for a book of `format`, or a 400 saying what that format takes. */
export function acceptedKind(format: string, head: Buffer): BookFileKind {
  const allowed = KINDS_OF_FORMAT[format];
  if (!allowed) throw badRequest('Only eBooks and audiobooks have a file to download.');
  const kind = kindOf(head);
  if (!kind || !allowed.includes(kind))
    throw badRequest(
      format === 'eBook'
        ? 'Please upload an EPUB or PDF file for an eBook.'
        : 'Please upload an MP3 or M4B file for an audiobook.',
    );
  return kind;
}

/** The limit's words, e.g. 'The file is too large (at most 200 MB).' */
export function tooLarge(maxBytes: number): ApiError {
  const mb = maxBytes / (1024 * 1024);
  const limit = mb >= 1 ? `${Math.round(mb)} MB` : `${Math.max(1, Math.round(maxBytes / 1024))} KB`;
  return new ApiError(413, `The file is too large (at most ${limit}).`);
}

/**
 * Streams a multipart file part to a temporary file, counting its size and hash and keeping its
 * first bytes; a part cut off at the size limit is removed and refused (413).
 */
export async function receiveToDisk(uploadsDir: string, part: MultipartFile, maxBytes: number): Promise<ReceivedFile> {
  const folder = path.join(uploadsDir, BOOK_FILE_FOLDER);
  await mkdir(folder, { recursive: true });
  const tempPath = path.join(folder, `.incoming-${randomUUID()}`);
  const hash = createHash('sha256');
  const headChunks: Buffer[] = [];
  let headLength = 0;
  let bytes = 0;
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      if (headLength < HEAD_BYTES) {
        headChunks.push(chunk.subarray(0, HEAD_BYTES - headLength));
        headLength += Math.min(chunk.length, HEAD_BYTES - headLength);
      }
      done(null, chunk);
    },
  });
  try {
    await pipeline(part.file, count, createWriteStream(tempPath));
  } catch (error) {
    await rm(tempPath, { force: true });
    throw error;
  }
  if (part.file.truncated || bytes > maxBytes) {
    await rm(tempPath, { force: true });
    throw tooLarge(maxBytes);
  }
  return {
    received: true,
    tempPath,
    filename: part.filename,
    bytes,
    sha256: hash.digest('hex'),
    head: Buffer.concat(headChunks),
  };
}

/** Moves a received file to its kept, random name; returns that name (`book-files/<uuid>`). */
export async function keepReceivedFile(uploadsDir: string, file: ReceivedFile): Promise<string> {
  const stored = `${BOOK_FILE_FOLDER}/${randomUUID()}`;
  await rename(file.tempPath, path.join(uploadsDir, stored));
  return stored;
}

/** The kept file's path; `stored` comes from the database, never from a request. */
export const bookFilePath = (uploadsDir: string, stored: string) => path.join(uploadsDir, stored);

export const readBookFile = (uploadsDir: string, stored: string) => createReadStream(bookFilePath(uploadsDir, stored));

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's multipart file is streamed to disk (receiveToDisk) up to this many bytes, not read into memory. */
    fileToDiskMaxBytes?: number;
  }
  interface FastifyRequest {
    receivedFiles?: ReceivedFile[];
  }
}

/**
 * The multipart plugin's `onFile`: routes with `config.fileToDiskMaxBytes` get the file on disk
 * (a ReceivedFile as the field's value); every other route its bytes, as before.
 */
export function onMultipartFile(uploadsDir: string) {
  return async function (this: FastifyRequest, part: MultipartFile): Promise<void> {
    const maxBytes = this.routeOptions.config.fileToDiskMaxBytes;
    if (maxBytes === undefined) {
      await part.toBuffer();
      return;
    }
    const received = await receiveToDisk(uploadsDir, part, maxBytes);
    (this.receivedFiles ??= []).push(received);
    (part as unknown as { value: ReceivedFile }).value = received;
  };
}

/** A received file the route did not keep (a refusal, a failed validation) is removed once answered. */
export function installReceivedFileCleanup(app: FastifyInstance): void {
  app.addHook('onResponse', async (request) => {
    if (!request.receivedFiles) return;
    await Promise.all(request.receivedFiles.map((f) => rm(f.tempPath, { force: true })));
  });
}

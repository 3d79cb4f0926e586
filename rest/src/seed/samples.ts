/**
 * The seed's digital copies: every eBook gets a one-page PDF reading "Sample — <title> — Pustak",
 * every audiobook a second of silent MP3 whose ID3 title is "Sample", made here in code (no
 * downloads). The seed records their facts (sha256, size) with the catalog; the files themselves
 * are written on start (server.ts) when missing, so the seed's transaction stays fast.
 */
import { createHash } from 'node:crypto';
import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { bookFiles, books } from '../db/schema.js';
import { BOOK_FILE_FOLDER, MEDIA_TYPES } from '../media/bookFiles.js';

/** Characters Helvetica's WinAnsi encoding draws; anything else becomes '?' (a Latin title is used when there is one). */
const pdfText = (text: string) =>
  text
    .normalize('NFC')
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/[\\()]/g, (c) => `\\${c}`);

/** A valid one-page PDF 1.4 with `line` in Helvetica: objects, then an xref table of their offsets. */
export function samplePdf(title: string): Buffer {
  // \227 is the em dash in WinAnsiEncoding.
  const text = `Sample \\227 ${pdfText(title)} \\227 Pustak`;
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** An ID3v2.3 text frame (ISO-8859-1). */
function id3Frame(id: string, text: string): Buffer {
  const value = Buffer.concat([Buffer.from([0]), Buffer.from(pdfText(text).replace(/\\/g, ''), 'latin1')]);
  const header = Buffer.alloc(10);
  header.write(id, 0, 'latin1');
  header.writeUInt32BE(value.length, 4);
  return Buffer.concat([header, value]);
}

/** About a second of silence: an ID3 tag titled "Sample", then MPEG-1 Layer III frames (128 kbit/s, 44.1 kHz). */
export function sampleMp3(title: string): Buffer {
  const frames = Buffer.concat([id3Frame('TIT2', 'Sample'), id3Frame('TALB', `Sample - ${title} - Pustak`)]);
  const tag = Buffer.alloc(10);
  tag.write('ID3', 0, 'latin1');
  tag[3] = 3;
  // The tag's size as four 7-bit bytes (syncsafe).
  const size = frames.length;
  tag[6] = (size >> 21) & 0x7f;
  tag[7] = (size >> 14) & 0x7f;
  tag[8] = (size >> 7) & 0x7f;
  tag[9] = size & 0x7f;
  // 144 × 128000 / 44100 = 417 bytes a frame; all-zero side information and data decode to silence.
  const frame = Buffer.alloc(417);
  frame.writeUInt32BE(0xfffb9064, 0);
  return Buffer.concat([tag, frames, ...Array.from({ length: 38 }, () => frame)]);
}

export interface SampleFile {
  storedName: string;
  originalName: string;
  mediaType: string;
  content: Buffer;
}

/** The sample of a digital book, or null for a printed one. */
export function sampleFile(book: {
  id: number;
  title: string;
  titleLatin?: string | null;
  format: string;
}): SampleFile | null {
  // Helvetica draws Latin letters: a Nepali title is written in its Latin spelling.
  const title = /^[\x20-\x7e]*$/.test(book.title) ? book.title : (book.titleLatin ?? book.title);
  if (book.format === 'eBook')
    return {
      storedName: `${BOOK_FILE_FOLDER}/sample-${book.id}.pdf`,
      originalName: `Sample - ${title}.pdf`,
      mediaType: MEDIA_TYPES.PDF,
      content: samplePdf(title),
    };
  if (book.format === 'Audiobook')
    return {
      storedName: `${BOOK_FILE_FOLDER}/sample-${book.id}.mp3`,
      originalName: `Sample - ${title}.mp3`,
      mediaType: MEDIA_TYPES.MP3,
      content: sampleMp3(title),
    };
  return null;
}

/** The book_files rows of the seeded catalog's samples, at `now`. */
export function sampleFileRows(
  catalog: readonly { id: number; title: string; titleLatin?: string | null; format: string }[],
  now: Date,
): (typeof bookFiles.$inferInsert)[] {
  return catalog.flatMap((book) => {
    const sample = sampleFile(book);
    if (!sample) return [];
    return [
      {
        bookId: book.id,
        storedName: sample.storedName,
        originalName: sample.originalName,
        mediaType: sample.mediaType,
        bytes: sample.content.length,
        sha256: createHash('sha256').update(sample.content).digest('hex'),
        uploadedAt: now,
        uploadedBy: null,
      },
    ];
  });
}

/** Writes the samples the seed recorded and the disk does not have yet; answers how many. */
export async function writeMissingSamples(db: Database, uploadsDir: string): Promise<number> {
  const rows = await db
    .select({
      id: books.id,
      title: books.title,
      titleLatin: books.titleLatin,
      format: books.format,
      stored: bookFiles.storedName,
    })
    .from(bookFiles)
    .innerJoin(books, eq(books.id, bookFiles.bookId))
    .where(like(bookFiles.storedName, `${BOOK_FILE_FOLDER}/sample-%`));
  await mkdir(path.join(uploadsDir, BOOK_FILE_FOLDER), { recursive: true });
  let written = 0;
  for (const row of rows) {
    const file = path.join(uploadsDir, row.stored);
    if (
      await access(file).then(
        () => true,
        () => false,
      )
    )
      continue;
    const sample = sampleFile(row);
    if (!sample || sample.storedName !== row.stored) continue;
    await writeFile(file, sample.content);
    written += 1;
  }
  return written;
}

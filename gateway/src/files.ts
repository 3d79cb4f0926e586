/**
 * Files that do not fit a GraphQL answer, passed straight between the browser and REST with the
 * caller's own bearer token, streamed both ways (never held here):
 * - `GET /library/download/{token}`: a digital book's file through a link from
 *   `libraryDownloadLink`. REST checks the link is the caller's (403 for anyone else), still valid
 *   (410) and the book still theirs; the web fetches it with the token and saves what comes back.
 * - `POST /staff/books/{id}/file`: staff upload an eBook's or audiobook's file (multipart, field
 *   `file`), up to REST's MAX_BOOK_FILE_MB, larger than a GraphQL body may be.
 * REST's status and its error envelope ({ success, message }) come back as they are.
 */
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { GatewayConfig } from './config.js';

const PASSED_BACK = ['content-type', 'content-length', 'content-disposition', 'cache-control'];

async function relay(reply: FastifyReply, answer: Response): Promise<FastifyReply> {
  reply.status(answer.status);
  for (const name of PASSED_BACK) {
    const value = answer.headers.get(name);
    if (value !== null) reply.header(name, value);
  }
  if (!answer.body) return reply.send('');
  return reply.send(Readable.fromWeb(answer.body as WebReadableStream<Uint8Array>));
}

const refused = (reply: FastifyReply, status: number, message: string) =>
  reply.status(status).send({ success: false, message });

export function registerFileRoutes(app: FastifyInstance, config: GatewayConfig): void {
  app.get<{ Params: { token: string } }>(
    '/library/download/:token',
    // Already-compressed files (PDF, EPUB, MP3, M4B) go out as they are.
    { compress: false },
    async (request, reply) => {
      const { token } = request.params;
      if (!/^[\w.-]{1,200}$/.test(token)) return refused(reply, 404, 'This download link is not valid.');
      const { authorization } = request.headers;
      const answer = await fetch(`${config.restUrl}/library/download/${token}`, {
        headers: authorization ? { authorization } : {},
      });
      return relay(reply, answer);
    },
  );

  void app.register(async (scope) => {
    // The body stays a stream: it is passed on to REST, which checks and stores it.
    scope.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
    scope.post<{ Params: { id: string } }>('/staff/books/:id/file', async (request, reply) => {
      const { id } = request.params;
      if (!/^[1-9]\d{0,9}$/.test(id)) return refused(reply, 404, 'Book not found.');
      const headers: Record<string, string> = {};
      for (const name of ['authorization', 'content-type', 'content-length'] as const) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const answer = await fetch(`${config.restUrl}/staff/books/${id}/file/`, {
        method: 'POST',
        headers,
        body: Readable.toWeb(request.raw) as unknown as RequestInit['body'],
        duplex: 'half',
      } as RequestInit);
      return relay(reply, answer);
    });
  });
}

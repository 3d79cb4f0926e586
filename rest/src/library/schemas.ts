/** The JSON shape of a digital book's file (library/owned.ts fileFacts), read by members and staff. */
import { Type } from '@fastify/type-provider-typebox';

export const BookFile = Type.Object(
  {
    name: Type.String({ description: 'The file name it was uploaded with' }),
    media_type: Type.String({ description: 'application/epub+zip, application/pdf, audio/mpeg or audio/mp4' }),
    bytes: Type.Integer({ minimum: 0 }),
    sha256: Type.String({ description: "The file's SHA-256, hex" }),
    uploaded_at: Type.String({ format: 'date-time' }),
  },
  { description: "A digital book's file" },
);

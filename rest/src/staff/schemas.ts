/** The staff API's JSON shapes (routes/staffBooks.ts, staffCatalog.ts, staffAudit.ts). */
import { Type } from '@fastify/type-provider-typebox';
import { Book } from '../catalog/schemas.js';
import { Money, Nullable, PositiveId } from '../http/schemas.js';
import { BookFile } from '../library/schemas.js';

/** A line of text: not blank, at most `max` characters. */
const Line = (max: number) => Type.String({ minLength: 1, maxLength: max, pattern: '\\S' });
const OptionalLine = (max: number) => Type.Optional(Nullable(Type.String({ maxLength: max })));

export const BookBody = Type.Object(
  {
    title: Line(300),
    author_id: PositiveId,
    price: Money,
    year: Type.Optional(Nullable(Type.Integer({ minimum: 1000, maximum: 2100 }))),
    date_published: Type.Optional(Nullable(Type.String({ format: 'date' }))),
    format: Line(50),
    pages: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 100000 }))),
    dimensions: OptionalLine(100),
    publication_house: OptionalLine(200),
    imprint: OptionalLine(200),
    publication_city: OptionalLine(100),
    language: Line(50),
    category: OptionalLine(100),
    subcategory: OptionalLine(100),
    description: Type.Optional(Type.String({ maxLength: 10000, description: 'Default empty' })),
    genre_ids: Type.Array(PositiveId, { maxItems: 20, uniqueItems: true, description: 'Genre ids' }),
    isbn13: Type.Optional(
      Nullable(
        Type.String({
          maxLength: 40,
          description: "The edition's ISBN-13: 13 digits with a correct check digit; hyphens and spaces accepted",
        }),
      ),
    ),
  },
  { additionalProperties: false },
);

export const CreateBookBody = Type.Object(
  {
    ...BookBody.properties,
    stock: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000000, description: 'Copies on hand; default 0' })),
  },
  { additionalProperties: false },
);

export const UpdateBookBody = Type.Partial(BookBody, { additionalProperties: false, minProperties: 1 });

export const StockBody = Type.Object(
  {
    change: Type.Integer({
      minimum: -1000000,
      maximum: 1000000,
      description: 'Copies added (positive) or taken away (negative); not 0',
    }),
    reason: Type.String({ minLength: 1, maxLength: 500, pattern: '\\S', description: 'Why, in plain text' }),
  },
  { additionalProperties: false },
);

export const StaffBook = Type.Object({
  ...Book.properties,
  hidden: Type.Boolean({ description: 'Hidden from the catalog, search and sitemap; its orders still show it' }),
  file: Nullable(BookFile),
});

export const AuthorBody = Type.Object(
  {
    name: Line(200),
    birth_date: Type.Optional(Nullable(Type.String({ format: 'date' }))),
    email: Type.Optional(Nullable(Type.String({ format: 'email', maxLength: 254 }))),
    biography: Type.Optional(Type.String({ maxLength: 10000, description: 'Default empty' })),
  },
  { additionalProperties: false },
);
export const UpdateAuthorBody = Type.Partial(AuthorBody, { additionalProperties: false, minProperties: 1 });

export const GenreBody = Type.Object({ name: Line(100) }, { additionalProperties: false });

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  actor: Type.Object({
    id: Nullable(
      Type.Integer({ description: "Null once the account is deleted, or for the store's own jobs ('system')" }),
    ),
    email: Type.String(),
  }),
  action: Type.String({ description: 'e.g. book.create, book.update, book.stock, book.hide, author.update' }),
  entity: Type.String({ description: 'book, author, genre, contact_message, order, refund or group_post' }),
  entity_id: Type.String(),
  before: Type.Unknown({ description: 'The entity before the change (JSON); null for a creation' }),
  after: Type.Unknown({ description: 'The entity after the change (JSON); null for a deletion' }),
  created_at: Type.String({ format: 'date-time' }),
});

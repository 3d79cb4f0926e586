/** Members' JSON shapes (SPEC §3): the short form used in lists, and the whole profile. */
import { Type } from '@fastify/type-provider-typebox';
import { Book, Genre } from '../catalog/schemas.js';
import { Nullable } from '../http/schemas.js';

export const MemberSummary = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  status: Type.String({ description: "The member's status line ('' when none)" }),
  is_verified: Type.Boolean(),
  profile_picture: Nullable(
    Type.String({
      description: 'Path under /media/uploads/: a square WebP, 384 px on a profile, 144 px in lists',
    }),
  ),
  profile_picture_url: Nullable(Type.String({ description: 'Absolute URL of profile_picture' })),
});

export const Settings = Type.Object({
  email_notifications: Type.Boolean(),
  privacy: Type.String({ description: "'public', 'friends' or 'private'" }),
  language: Nullable(Type.String({ description: "'en' or 'ne'; null until the member chooses" })),
});

export const WishlistItem = Type.Object({
  id: Type.Integer(),
  book: Book,
  added_at: Type.String({ format: 'date-time' }),
});

export const Profile = Type.Object({
  ...MemberSummary.properties,
  email: Nullable(Type.String({ description: 'Only on the member’s own profile' })),
  staff_role: Nullable(
    Type.Union([Type.Literal('staff'), Type.Literal('admin')], {
      description: 'Only on the member’s own profile: their staff role, null for members (and on others’ profiles)',
    }),
  ),
  is_private: Type.Boolean({ description: "True when the owner's privacy hides the private parts from this viewer" }),
  created_at: Type.String({ format: 'date-time' }),
  date_of_birth: Nullable(Type.String({ format: 'date' })),
  bio: Type.String(),
  status_updated_at: Nullable(Type.String({ format: 'date-time' })),
  github: Type.String(),
  linkedin: Type.String(),
  instagram: Type.String(),
  currently_reading: Nullable(Book),
  favorite_books: Type.Array(Book),
  favorite_genres: Type.Array(Genre),
  wishlist_items: Type.Array(WishlistItem),
  mutual_favorite_genres: Type.Array(Genre),
  mutual_favorite_books: Type.Array(
    Type.Object({ id: Type.Integer(), title: Type.String(), cover_image: Type.String() }),
  ),
  settings: Type.Optional(Settings),
});

/** A signed-in member's access token (login, password change). */
export const Tokens = Type.Object({ access: Type.String({ description: 'A JWT for `Authorization: Bearer`' }) });

/** My library (issue 35): the member's digital books, their files and download links, as REST answers them. */
import type {
  BookFileResolvers,
  DownloadLinkResolvers,
  LibraryBookResolvers,
  MutationResolvers,
  QueryResolvers,
} from '../generated/resolvers.js';
import { positiveId, requireMember } from './errors.js';

/**
 * The link the web fetches: the gateway's own download route (files.ts), which passes the
 * member's bearer token on to REST, so the link still works only for who asked for it.
 */
export const gatewayDownloadPath = (token: string) => `/library/download/${token}`;

export const libraryQueries: Pick<QueryResolvers, 'library'> = {
  library: async (_, __, ctx) => {
    requireMember(ctx);
    return ctx.api.library.books();
  },
};

export const libraryMutations: Pick<MutationResolvers, 'libraryDownloadLink'> = {
  libraryDownloadLink: async (_, { bookId }, ctx) => {
    requireMember(ctx);
    return ctx.api.library.link(positiveId(bookId, 'bookId'));
  },
};

export const LibraryBook: LibraryBookResolvers = {
  access: (h) => (h.access === 'bought' ? 'BOUGHT' : 'RENTED'),
  dueAt: (h) => h.due_at,
  file: (h) => h.file,
};

export const BookFile: BookFileResolvers = {
  mediaType: (f) => f.media_type,
  uploadedAt: (f) => f.uploaded_at,
};

export const DownloadLink: DownloadLinkResolvers = {
  url: (l) => gatewayDownloadPath(l.token),
  expiresAt: (l) => l.expires_at,
};

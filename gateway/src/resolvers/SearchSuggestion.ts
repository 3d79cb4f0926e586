/** SearchSuggestion: REST's suggestion, a book (with its author) or an author, each a partial the loaders complete when asked. */
import type { SearchSuggestionResolvers } from '../generated/resolvers.js';

export const SearchSuggestion: SearchSuggestionResolvers = {
  kind: (s) => (s.type === 'book' ? 'BOOK' : 'AUTHOR'),
  text: (s) => s.text,
  highlight: (s) => s.highlight,
  book: (s) =>
    s.type === 'book' && s.author ? { id: s.id, title: s.text, cover_image: s.cover_image, author: s.author } : null,
  author: (s) =>
    s.type === 'author' || !s.author ? { id: s.id, name: s.text, cover_image: s.cover_image } : { ...s.author },
};

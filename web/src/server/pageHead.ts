/**
 * The <head> a server-rendered page is found by: its title and description for every public screen,
 * and for a book or an author also the canonical URL (on the public origin, WEB_URL), Open Graph
 * tags and schema.org JSON-LD (`Book` with an `Offer` in NPR, `Person`). Every value is escaped for
 * where it goes; it reads the cache the page was rendered from, so it costs no second request.
 */
import type { ApolloClient } from '@apollo/client';
import { PRODUCT_NAME } from '../app/RouteGuard';
import { paths } from '../config/paths';
import { graphql } from '../gql';
import { htmlSafeJson } from '../lib/serverState';
import { isEntityId } from '../lib/ids';

const SITE_DESCRIPTION = 'Pustak: buy or rent books in Nepal, and meet other readers.';

const BookHead = graphql(`
  query BookHead($id: ID!) {
    book(id: $id) {
      id
      title
      description
      coverImage
      price
      stock
      language
      format
      author {
        id
        name
      }
    }
  }
`);

const AuthorHead = graphql(`
  query AuthorHead($id: ID!) {
    author(id: $id) {
      id
      name
      biography
      coverImage
      birthDate
    }
  }
`);

export interface PageHead {
  /** The tags, ready for <head>. */
  tags: string;
  /** False when the book or author the path names does not exist (the page answers 404). */
  found: boolean;
}

interface HeadParts {
  title: string;
  description: string;
  canonical?: string;
  og?: Record<string, string>;
  jsonLd?: object;
}

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** A description of at most about 160 characters, cut at a word. */
function summary(text: string, fallback: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (!flat) return fallback;
  if (flat.length <= 160) return flat;
  return `${flat.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}

function tagsOf({ title, description, canonical, og, jsonLd }: HeadParts): string {
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
  ];
  if (canonical) tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}" />`);
  for (const [property, content] of Object.entries(og ?? {}))
    tags.push(`<meta property="og:${property}" content="${escapeHtml(content)}" />`);
  if (jsonLd) tags.push(`<script type="application/ld+json">${htmlSafeJson(jsonLd)}</script>`);
  return tags.join('');
}

async function bookHead(client: ApolloClient, id: string, url: string, origin: string): Promise<HeadParts | null> {
  const { data } = await client.query({ query: BookHead, variables: { id }, errorPolicy: 'all' });
  const book = data?.book;
  if (!book) return null;
  const description = summary(book.description, `${book.title} by ${book.author.name}, on ${PRODUCT_NAME}.`);
  return {
    title: `${PRODUCT_NAME} - ${book.title}`,
    description,
    canonical: url,
    og: {
      type: 'book',
      title: book.title,
      description,
      url,
      image: book.coverImage,
      site_name: PRODUCT_NAME,
    },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Book',
      '@id': url,
      name: book.title,
      url,
      image: book.coverImage,
      description: book.description,
      inLanguage: book.language,
      bookFormat: book.format,
      author: { '@type': 'Person', name: book.author.name, url: `${origin}${paths.author(book.author.id)}` },
      offers: {
        '@type': 'Offer',
        price: book.price,
        priceCurrency: 'NPR',
        availability: book.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        url,
      },
    },
  };
}

async function authorHead(client: ApolloClient, id: string, url: string): Promise<HeadParts | null> {
  const { data } = await client.query({ query: AuthorHead, variables: { id }, errorPolicy: 'all' });
  const author = data?.author;
  if (!author) return null;
  const description = summary(author.biography, `Books by ${author.name} on ${PRODUCT_NAME}.`);
  return {
    title: `${PRODUCT_NAME} - ${author.name}`,
    description,
    canonical: url,
    og: { type: 'profile', title: author.name, description, url, image: author.coverImage, site_name: PRODUCT_NAME },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Person',
      '@id': url,
      name: author.name,
      url,
      image: author.coverImage,
      description: author.biography || undefined,
      birthDate: author.birthDate ?? undefined,
    },
  };
}

/**
 * The head of a page: `route` names the matched route (SPEC §2's name, if any) with its params;
 * `title` is the route's own title for every other screen.
 */
export async function pageHead(
  client: ApolloClient,
  {
    name,
    params,
    title,
    pathname,
    origin,
  }: {
    name?: string;
    params: Record<string, string | undefined>;
    title: string;
    pathname: string;
    origin: string;
  },
): Promise<PageHead> {
  const url = `${origin}${pathname}`;
  const id = params.id ?? '';
  if ((name === 'details' || name === 'author-details') && isEntityId(id)) {
    const parts = name === 'details' ? await bookHead(client, id, url, origin) : await authorHead(client, id, url);
    if (parts) return { tags: tagsOf(parts), found: true };
  }
  return { tags: plainHead(title), found: name !== 'details' && name !== 'author-details' };
}

/** The head of a page with nothing of its own to describe: its title and the site's description. */
export const plainHead = (title: string): string =>
  tagsOf({ title: `${PRODUCT_NAME} - ${title}`, description: SITE_DESCRIPTION });

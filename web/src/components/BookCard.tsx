/**
 * A book in a grid or carousel: cover, stars, title, author, year and price, all one link to the
 * book. The cover keeps its 2:3 shape on a shelf-coloured panel however wide the card is. An
 * optional footer (an 'Add to Cart' button) and, for members, the shelf menu (CardShelf) sit inside
 * the card but outside the link. Plain
 * elements styled by BookCard.css (loaded with the screens that draw cards), not a dozen Mantine components a card:
 * a page holds dozens of cards, each drawn on the server and hydrated on a phone.
 */
import './BookCard.css';
import { Badge } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from '../i18n/react';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../gql';
import type { BookCard_BookFragment } from '../gql/graphql';
import { useFormat } from '../i18n/format';
import { BookCover } from './BookCover';
import { CardShelf } from './CardShelf';
import { Stars } from './Stars';
import { StockNote } from './StockNote';

export const BookCard_book = graphql(`
  fragment BookCard_book on Book {
    id
    title
    coverImage
    price
    rating
    year
    isBestSeller
    stock
    author {
      id
      name
    }
    # A member's shelf control (CardShelf); null for guests, at no REST call.
    myShelf {
      id
      shelf
    }
  }
`);

/** A list's cards in view at its first paint, at most (a row of the widest grid): their covers go first. */
export const FIRST_ROW = 4;

export function BookCard(props: {
  book: FragmentType<BookCard_BookFragment>;
  coverHeight?: number;
  /** The cover's height on a phone (SPEC's mobile width), if not coverHeight: CSS picks it, so the server draws both. */
  phoneCoverHeight?: number;
  /** The card is in view at the first paint: its cover is fetched at once (BookCover). */
  coverPriority?: boolean;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const { money, year } = useFormat();
  const { data: book, complete } = useFragment({ fragment: BookCard_book, from: props.book });
  if (!complete) return null;
  const coverHeight = props.coverHeight ?? 280;
  return (
    <article className="book-card">
      <Link to={paths.book(book.id)} className="book-card-link">
        <div className="book-card-shelf">
          <div
            className="book-card-cover"
            style={
              {
                '--cover-height': `${coverHeight}px`,
                '--phone-cover-height': `${props.phoneCoverHeight ?? coverHeight}px`,
              } as CSSProperties
            }
          >
            <BookCover
              src={book.coverImage}
              title={book.title}
              height={coverHeight}
              cssHeight="var(--cover-h)"
              priority={props.coverPriority}
            />
          </div>
          {book.isBestSeller && (
            <Badge color="clay" className="book-card-badge" variant="filled" size="sm">
              {t('book.bestSeller')}
            </Badge>
          )}
        </div>
        <div className="book-card-body" data-with-footer={props.footer ? '' : undefined}>
          <Stars rating={book.rating} />
          <p className="book-card-title">{book.title}</p>
          <p className="book-card-byline">
            {book.author.name}
            {book.year ? ` · ${year(book.year)}` : ''}
          </p>
          <span className="book-card-price">{money(book.price)}</span>
          <StockNote stock={book.stock} />
        </div>
      </Link>
      <CardShelf bookId={book.id} title={book.title} entry={book.myShelf ?? null} />
      {props.footer && <div className="book-card-footer">{props.footer}</div>}
    </article>
  );
}

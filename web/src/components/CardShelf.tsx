/**
 * A book card's shelf control (issue 36): the shelf menu, for members only. A guest's card has none
 * and downloads nothing for it; a member's loads the menu's code and the shelf words once the page
 * is alive (a lazy component would suspend a server render); the menu itself mounts when the button
 * is first pressed (ShelfMenu.tsx). It sits in a slot of the button's height kept
 * from the first paint so the cards do not move. The card's shelf comes from the screen's one query.
 */
import { lazy, useEffect, useState } from 'react';
import type { Shelf } from '../gql/graphql';
import { loadNamespaces } from '../i18n';
import { useSession } from '../lib/session';
import { LazyPiece } from './LazyPiece';

const CardShelfMenu = lazy(() =>
  Promise.all([import('./ShelfMenu'), loadNamespaces(['shelves'])]).then(([m]) => ({ default: m.CardShelfMenu })),
);

export function CardShelf(props: { bookId: string; title: string; entry: { id: string; shelf: Shelf } | null }) {
  const { token } = useSession();
  const [alive, setAlive] = useState(false);
  useEffect(() => setAlive(true), []);
  if (!token) return null;
  return (
    <div className="book-card-shelf-control">
      {alive && (
        <LazyPiece fallback={null}>
          <CardShelfMenu bookId={props.bookId} title={props.title} entry={props.entry} />
        </LazyPiece>
      )}
    </div>
  );
}

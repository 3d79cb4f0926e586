/**
 * What a screen looks like before its code and data are in: grey blocks where its content will be,
 * in plain elements and the shell's stylesheet (ScreenSkeleton.css), so it needs nothing a first
 * visit has not loaded. It is each screen's HydrateFallback (app/routes.tsx): the server draws it
 * under the header when it does not draw the screen itself (server/render.tsx), and the browser's
 * first render draws the same, so the page is never blank and nothing jumps when the screen arrives.
 */
import type { ComponentType } from 'react';
import { useTranslation } from '../../i18n/react';
import type { SkeletonKind } from '../../lib/routeMeta';

const range = (count: number) => Array.from({ length: count }, (_, i) => i);

const Line = ({ width, className = '' }: { width?: string; className?: string }) => (
  <div className={`skeleton-block skeleton-line ${className}`} style={width ? { width } : undefined} />
);

/** A book card's place (BookCard): its shelf with a 2:3 cover, a title and a byline. */
const Card = () => (
  <div className="skeleton-card">
    <div className="skeleton-card-shelf">
      <div className="skeleton-block skeleton-cover" />
    </div>
    <div className="skeleton-card-body">
      <Line width="85%" />
      <Line width="55%" />
      <Line width="35%" className="skeleton-strong" />
    </div>
  </div>
);

/** Rows of book cards: two a row on a phone, three then four wider (the catalog's and carousels' grid). */
const Cards = ({ count, shelf = false }: { count: number; shelf?: boolean }) => (
  <div className={`skeleton-grid${shelf ? ' skeleton-shelf' : ''}`}>
    {range(count).map((i) => (
      <Card key={i} />
    ))}
  </div>
);

const Paragraph = ({ lines = 4 }: { lines?: number }) => (
  <div className="skeleton-stack">
    {range(lines).map((i) => (
      <Line key={i} width={i === lines - 1 ? '60%' : undefined} />
    ))}
  </div>
);

/** Home (and landing): the hero band, then two shelves of books. */
function Shelves() {
  return (
    <>
      <div className="skeleton-hero">
        <div className="shell-container skeleton-stack">
          <div className="skeleton-block skeleton-title skeleton-on-dark" />
          <div className="skeleton-block skeleton-field skeleton-on-dark" />
        </div>
      </div>
      <div className="shell-container skeleton-page skeleton-tall">
        <div className="skeleton-block skeleton-banner" />
        <div className="skeleton-block skeleton-heading" />
        <Cards count={4} shelf />
        <div className="skeleton-block skeleton-heading" />
        <Cards count={4} shelf />
      </div>
    </>
  );
}

/** The catalog, search and an author's books: a heading, then a grid of cards. */
function Books() {
  return (
    <div className="shell-container skeleton-page skeleton-tall">
      <div className="skeleton-block skeleton-heading" />
      <Line width="40%" />
      <Cards count={8} />
    </div>
  );
}

/** A book (or a member's profile): its cover or picture beside its title and text. */
function Detail() {
  return (
    <div className="shell-container skeleton-page skeleton-tall">
      <div className="skeleton-split">
        <div className="skeleton-block skeleton-cover skeleton-detail-cover" />
        <div className="skeleton-stack">
          <div className="skeleton-block skeleton-heading" />
          <Line width="45%" />
          <Line width="25%" className="skeleton-strong" />
          <Paragraph lines={6} />
        </div>
      </div>
    </div>
  );
}

/** A form in a card: sign-in, sign-up, passwords, contact, checkout, payment. */
function Form() {
  return (
    <div className="shell-container skeleton-page">
      <div className="skeleton-form">
        <div className="skeleton-block skeleton-heading" />
        {range(3).map((i) => (
          <div key={i} className="skeleton-stack">
            <Line width="30%" />
            <div className="skeleton-block skeleton-field" />
          </div>
        ))}
        <div className="skeleton-block skeleton-button" />
      </div>
    </div>
  );
}

/** The account area: its sections beside the open one (wide), or the open one alone (a phone). */
function Account() {
  return (
    <div className="shell-container skeleton-page skeleton-account">
      <div className="skeleton-aside skeleton-stack">
        {range(7).map((i) => (
          <div key={i} className="skeleton-block skeleton-field" />
        ))}
      </div>
      <div className="skeleton-stack">
        <div className="skeleton-block skeleton-heading" />
        {range(3).map((i) => (
          <div key={i} className="skeleton-block skeleton-row" />
        ))}
      </div>
    </div>
  );
}

/** Any other screen: a heading and its text. */
function Text() {
  return (
    <div className="shell-container skeleton-page">
      <div className="skeleton-block skeleton-heading" />
      <Paragraph />
      <Paragraph lines={3} />
    </div>
  );
}

const DRAWINGS: Record<SkeletonKind, ComponentType> = {
  shelves: Shelves,
  books: Books,
  detail: Detail,
  form: Form,
  account: Account,
  text: Text,
};

/** The skeleton of one kind of screen, announced as loading (its blocks say nothing to a screen reader). */
export function ScreenSkeleton({ kind }: { kind: SkeletonKind }) {
  const { t } = useTranslation();
  const Drawing = DRAWINGS[kind];
  return (
    <div className="skeleton" role="status" aria-busy="true" aria-label={t('loadingPage')}>
      <Drawing />
    </div>
  );
}

/** The HydrateFallback for a screen of `kind` (a text page when its route names none): a component without props. */
export function skeletonOf(kind: SkeletonKind = 'text'): ComponentType {
  const Fallback = () => <ScreenSkeleton kind={kind} />;
  Fallback.displayName = `Skeleton(${kind})`;
  return Fallback;
}

/**
 * The shelf menu of a book (issue 36): Want to Read, Currently Reading, Read, Did Not Finish, and
 * taking it off the shelves. A book is on one shelf at a time; the button names the one it is on.
 * The mutation answers the entry with its book, so Apollo's cache moves the book by itself.
 * A book card draws only the button (CardShelfMenu) until it is pressed: a screen of cards would
 * otherwise mount dozens of menus, with their mutations and positioning, as it comes alive.
 */
import '@mantine/core/styles/Menu.css';
import { useMutation } from '@apollo/client/react';
import { Button, Menu, type ButtonProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { graphql } from '../gql';
import type { Shelf } from '../gql/graphql';
import { useTranslation } from '../i18n/react';
import { errorMessage, toast } from '../lib/notify';

export const SHELVES: Shelf[] = ['WANT_TO_READ', 'CURRENTLY_READING', 'READ', 'DID_NOT_FINISH'];

const ShelveBook = graphql(`
  mutation ShelveBook($bookId: ID!, $shelf: Shelf!) {
    shelveBook(bookId: $bookId, shelf: $shelf) {
      id
      shelf
      updatedAt
      progressPercent
      book {
        id
        myShelf {
          id
          shelf
        }
      }
    }
  }
`);

const RemoveFromShelves = graphql(`
  mutation RemoveFromShelves($id: ID!) {
    removeShelfEntry(id: $id) {
      id
      myShelf {
        id
      }
    }
  }
`);

export function ShelfMenu({
  bookId,
  title,
  entry,
  onChanged,
  compact = false,
  startOpen = false,
}: {
  /** A book card's: a small button as wide as the card. */
  compact?: boolean;
  bookId: string;
  title: string;
  entry: { id: string; shelf: Shelf } | null | undefined;
  /** After a change (a list of shelves reads itself again). */
  onChanged?: () => void;
  /** Open from the start (a card's button was pressed before the menu was there). */
  startOpen?: boolean;
}) {
  const { t } = useTranslation('shelves');
  const [shelve, { loading }] = useMutation(ShelveBook);
  const [remove, { loading: removing }] = useMutation(RemoveFromShelves);

  const put = async (shelf: Shelf) => {
    try {
      await shelve({ variables: { bookId, shelf } });
      toast.account(t('shelf.moved', { title, shelf: t(`shelf.${shelf}`) }));
      onChanged?.();
    } catch (error) {
      toast.account(errorMessage(error, t('shelf.failed')), 'error');
    }
  };
  const takeOff = async (id: string) => {
    try {
      await remove({ variables: { id } });
      toast.account(t('shelf.removed', { title }));
      onChanged?.();
    } catch (error) {
      toast.account(errorMessage(error, t('shelf.failed')), 'error');
    }
  };

  const button = useShelfButton({ entry, title, compact });
  const [opened, setOpened] = useState(false);
  // Opened once drawn, as a press opens it (drawn open, the dropdown would wait for a position).
  useEffect(() => {
    if (startOpen) setOpened(true);
  }, [startOpen]);
  return (
    <Menu position="bottom-start" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <Button {...button.props} loading={loading || removing}>
          {button.shown}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {SHELVES.map((shelf) => (
          <Menu.Item
            key={shelf}
            onClick={() => void put(shelf)}
            leftSection={
              <span aria-hidden style={{ width: 16 }}>
                {entry?.shelf === shelf ? '✓' : ''}
              </span>
            }
          >
            {t(`shelf.${shelf}`)}
          </Menu.Item>
        ))}
        {entry && (
          <>
            <Menu.Divider />
            <Menu.Item color="red" onClick={() => void takeOff(entry.id)}>
              {t('shelf.remove')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The shelf button as the menu draws it: the shelf the book is on, or 'Add to shelf'. */
function useShelfButton({
  entry,
  title,
  compact,
}: {
  entry: { id: string; shelf: Shelf } | null | undefined;
  title: string;
  compact: boolean;
}) {
  const { t } = useTranslation('shelves');
  const shown = entry ? t(`shelf.${entry.shelf}`) : t('shelf.add');
  const props: ButtonProps & { 'aria-label': string } = {
    size: compact ? 'xs' : undefined,
    fullWidth: compact,
    variant: entry ? 'light' : 'default',
    // Text marks, not icons: icons shared by the book page and My shelves split the icon files apart.
    rightSection: <span aria-hidden>▾</span>,
    // The name starts with the words drawn on the button, so speech input can say them (WCAG 2.5.3).
    'aria-label': t('shelf.menuFor', { shown, title }),
  };
  return { shown, props };
}

/** A book card's shelf control: the button alone, then the menu, opened, once it is pressed. */
export function CardShelfMenu(props: { bookId: string; title: string; entry: { id: string; shelf: Shelf } | null }) {
  const [used, setUsed] = useState(false);
  const button = useShelfButton({ entry: props.entry, title: props.title, compact: true });
  if (used) return <ShelfMenu compact startOpen {...props} />;
  return (
    <Button {...button.props} aria-haspopup="menu" aria-expanded={false} onClick={() => setUsed(true)}>
      {button.shown}
    </Button>
  );
}

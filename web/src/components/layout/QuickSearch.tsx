/**
 * The header's quick book search (in the bar on wide screens, in the drawer on phones). The
 * suggesting input (Mantine's Combobox, its popover and floating-ui) is deferred: the server draws
 * it, the browser hydrates it once its chunk is in. Memo'd with stable props, so nothing updates the
 * input's Suspense boundary before it hydrates (lib/deferredComponent.ts). The server draws it at once
 * (its code preloaded); the browser too when its code is already in.
 */
import { IconSearch } from '@tabler/icons-react';
import { memo, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { deferredComponent, usePreloaded } from '../../lib/deferredComponent';
import { LazyPiece } from '../LazyPiece';
import { withApolloClient } from '../../lib/lazyApollo';
import { withMantine } from '../../lib/lazyMantine';

// It asks the graph for suggestions, and it is Mantine's input: its code waits for the client and for
// Mantine's component styles too (lib/lazyApollo.ts, lib/lazyMantine.ts).
const SuggestingSearchInput = deferredComponent(() =>
  withMantine(withApolloClient(import('../SuggestingSearchInput'))).then((m) => m.SuggestingSearchInput),
);

const searchIcon = <IconSearch size={16} />;
const width = { base: '100%', md: 240 };

export const QuickSearch = memo(function QuickSearch({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const Input = usePreloaded(SuggestingSearchInput);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    void navigate(paths.search(`q=${encodeURIComponent(text.trim())}`));
    setText('');
    onDone?.();
  };
  const props = {
    'aria-label': t('search.label'),
    placeholder: t('search.placeholder'),
    leftSection: searchIcon,
    radius: 'xl',
    w: width,
    name: 'q',
  } as const;
  const standIn = (
    <div className="quick-search-field">
      {searchIcon}
      <input
        type="text"
        name={props.name}
        aria-label={props['aria-label']}
        placeholder={props.placeholder}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
    </div>
  );
  return (
    // A real GET form to the search screen: Enter pressed before the page comes alive (or with its code
    // lost) is the browser's own submit, and the server draws the same search.
    <form action={paths.search()} onSubmit={submit} role="search">
      {/* A page drawn in the browser shows a plain field for the moment the chunk takes (QuickSearch.css),
          and keeps it if the chunk cannot load. */}
      <LazyPiece fallback={standIn}>
        <Input {...props} value={text} onChange={setText} onChosen={onDone} />
      </LazyPiece>
    </form>
  );
});

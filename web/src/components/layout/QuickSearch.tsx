/** The header's quick book search (in the bar on wide screens, in the drawer on phones). */
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SuggestingSearchInput } from '../SuggestingSearchInput';

export function QuickSearch({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    void navigate(`/search?q=${encodeURIComponent(text.trim())}`);
    setText('');
    onDone?.();
  };
  return (
    <form onSubmit={submit} role="search">
      <SuggestingSearchInput
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={text}
        onChange={setText}
        onChosen={onDone}
        leftSection={<IconSearch size={16} />}
        radius="xl"
        w={{ base: '100%', md: 240 }}
      />
    </form>
  );
}

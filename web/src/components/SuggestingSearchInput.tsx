/**
 * A search box that suggests books and authors as the reader types (header and home search): one
 * request per 300 ms pause (SPEC §9's search debounce), at most 8 suggestions with the matched
 * part marked, an ARIA combobox (arrow keys move, Enter picks). Picking a book opens /books/:id,
 * an author /authors/:id; Enter with nothing picked submits the surrounding form as before.
 */
import { useQuery } from '@apollo/client/react';
import { Combobox, Group, Text, TextInput, useCombobox, type TextInputProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from '../i18n/react';
import { useTypedEarly } from '../lib/typedEarly';
import { cleanSearchText } from '../lib/searchParams';
import { useNavigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { graphql } from '../gql';

const SearchSuggestionsQuery = graphql(`
  query SearchSuggestions($query: String!) {
    searchSuggestions(query: $query) {
      kind
      text
      highlight {
        start
        end
      }
      book {
        id
      }
      author {
        id
        name
      }
    }
  }
`);

/** REST and the gateway answer nothing shorter. */
const MIN_QUERY = 2;
const PAUSE_MS = 300;

function Marked({ text, span }: { text: string; span: { start: number; end: number } | null | undefined }) {
  if (!span) return <>{text}</>;
  return (
    <>
      {text.slice(0, span.start)}
      <mark>{text.slice(span.start, span.end)}</mark>
      {text.slice(span.end)}
    </>
  );
}

export function SuggestingSearchInput({
  value,
  onChange,
  onChosen,
  ...inputProps
}: { value: string; onChange: (value: string) => void; onChosen?: () => void } & Omit<
  TextInputProps,
  'value' | 'onChange'
>) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const navigate = useNavigate();
  const { t } = useTranslation();
  const words = cleanSearchText(value);
  const [query] = useDebouncedValue(words, PAUSE_MS);
  const { data } = useQuery(SearchSuggestionsQuery, {
    variables: { query },
    skip: query.length < MIN_QUERY,
  });
  const suggestions = query.length >= MIN_QUERY && words === query ? (data?.searchSuggestions ?? []) : [];
  const hrefOf = (s: (typeof suggestions)[number]) => (s.book ? paths.book(s.book.id) : paths.author(s.author.id));

  // Letters typed into the server's field before the page came alive become the search's.
  const input = useTypedEarly(value, (typed) => {
    onChange(typed);
    if (document.activeElement === input.current) combobox.openDropdown();
  });

  return (
    <Combobox
      store={combobox}
      // The dropdown exists only while open: kept mounted (Mantine's default), a hidden one on every
      // page is positioned as the page comes alive and again on every scroll and resize.
      keepMounted={false}
      width={360}
      position="bottom-start"
      onOptionSubmit={(href) => {
        combobox.closeDropdown();
        onChange('');
        onChosen?.();
        void navigate(href);
      }}
    >
      <Combobox.Target withExpandedAttribute>
        <TextInput
          {...inputProps}
          ref={input}
          value={value}
          autoComplete="off"
          onChange={(event) => {
            onChange(event.currentTarget.value);
            combobox.openDropdown();
            combobox.resetSelectedOption();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={suggestions.length === 0}>
        <Combobox.Options aria-label={t('search.suggestions')}>
          {suggestions.map((s) => (
            <Combobox.Option value={hrefOf(s)} key={hrefOf(s)}>
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Text size="sm" lineClamp={1}>
                  <Marked text={s.text} span={s.highlight} />
                </Text>
                <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                  {s.book ? s.author.name : t('search.author')}
                </Text>
              </Group>
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

/** The catalog's filters (SPEC §3): genres, language, formats and a price range. */
import { Box, Button, Checkbox, Group, NumberInput, Radio, Stack, Text } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { useTypedEarly } from '../../lib/typedEarly';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from '../../i18n/react';
import { useCatalogTerms } from '../../i18n/terms';
import { useLocation } from 'react-router-dom';

/** The values the catalog filters by (as the books carry them), each with its label's key. */
export const LANGUAGES = [
  { value: 'English', key: 'filters.languages.english' },
  { value: 'Japanese', key: 'filters.languages.japanese' },
  { value: 'Nepali', key: 'filters.languages.nepali' },
  { value: 'French', key: 'filters.languages.french' },
] as const;
export const FORMATS = [
  { value: 'Paperback', key: 'filters.formats.paperback' },
  { value: 'Hardcover', key: 'filters.formats.hardcover' },
  { value: 'eBook', key: 'filters.formats.ebook' },
  { value: 'Audiobook', key: 'filters.formats.audiobook' },
] as const;

export interface FilterValues {
  genres: string[];
  language: string;
  formats: string[];
  minPrice: string;
  maxPrice: string;
}

/**
 * A choice as the reader sees it: at once when they make it (an urgent update), and as the URL says
 * from the moment any navigation lands (the one it caused, Back, 'Clear filters'). The router
 * applies the URL in a transition, so a box bound to the URL alone ticks only once the whole page
 * has re-rendered: late on a phone.
 */
function useShownAtOnce<T>(fromUrl: T): [T, (next: T) => void] {
  const location = useLocation().key;
  const [chosen, setChosen] = useState<{ value: T; on: string } | null>(null);
  // A navigation has landed since the choice: forget it during this render (React's pattern for
  // state that follows a prop), so no frame shows it against the new URL.
  if (chosen && chosen.on !== location) setChosen(null);
  // Back and Forward too, even when the router's transition skipped rendering the URL the choice
  // caused (so the location it was made on comes back unchanged).
  useEffect(() => {
    const forget = () => setChosen(null);
    window.addEventListener('popstate', forget);
    return () => window.removeEventListener('popstate', forget);
  }, []);
  const shown = chosen && chosen.on === location ? chosen.value : fromUrl;
  return [shown, (value) => setChosen({ value, on: location })];
}

export function CatalogFilters(props: {
  genres: { id: string; name: string; booksCount?: number | null }[];
  value: FilterValues;
  onChange: (next: Partial<FilterValues>) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('catalog');
  const terms = useCatalogTerms();
  const { value, onChange } = props;
  // Ids for every field, React's (the same on the server and in the browser): a Mantine field given
  // none draws one of its own after mounting, drawing each of the filters' 30-odd fields again as
  // the page comes alive.
  const id = useId();
  const [min, setMin] = useState(value.minPrice);
  const [max, setMax] = useState(value.maxPrice);
  const [debounced] = useDebouncedValue({ min, max }, 400);
  const [genres, setGenres] = useShownAtOnce(value.genres);
  const [formats, setFormats] = useShownAtOnce(value.formats);
  const [language, setLanguage] = useShownAtOnce(value.language);
  // The URL is the truth: when it changes from elsewhere ('Clear filters', the back button), the
  // boxes follow, so a typed range can no longer be written back after it was cleared.
  useEffect(() => setMin(value.minPrice), [value.minPrice]);
  useEffect(() => setMax(value.maxPrice), [value.maxPrice]);
  // After those: a price typed before the page came alive is the range asked for.
  const minField = useTypedEarly(min, setMin);
  const maxField = useTypedEarly(max, setMax);
  useEffect(() => {
    // A range that settled before the boxes moved on (they followed a cleared URL meanwhile, on a
    // slow phone) is stale: only the range the boxes still hold is written to the URL.
    if (debounced.min !== min || debounced.max !== max) return;
    if (debounced.min !== value.minPrice || debounced.max !== value.maxPrice) {
      onChange({ minPrice: debounced.min, maxPrice: debounced.max });
    }
    // only when the typed range settles
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Text fw={700}>{t('filters.genres')}</Text>
        {/* Every genre in reach, each with its count: no box to scroll. */}
        <Box>
          <Checkbox.Group
            id={`${id}genres`}
            value={genres}
            onChange={(next) => {
              setGenres(next);
              onChange({ genres: next });
            }}
            aria-label={t('filters.genres')}
          >
            <Stack gap={6}>
              {props.genres.map((g) => (
                <Checkbox
                  key={g.id}
                  id={`${id}genre-${g.id}`}
                  value={g.id}
                  label={
                    g.booksCount == null
                      ? terms.genre(g.name)
                      : t('filters.genreWithCount', { name: terms.genre(g.name), count: g.booksCount })
                  }
                />
              ))}
            </Stack>
          </Checkbox.Group>
        </Box>
      </Stack>
      <Radio.Group
        id={`${id}language`}
        name={`${id}language`}
        label={t('filters.language')}
        value={language}
        onChange={(next) => {
          setLanguage(next);
          onChange({ language: next });
        }}
        fw={700}
      >
        <Stack gap={6} mt={6}>
          <Radio id={`${id}language-any`} value="" label={t('filters.anyLanguage')} fw={400} />
          {LANGUAGES.map((l) => (
            <Radio key={l.value} id={`${id}language-${l.value}`} value={l.value} label={t(l.key)} fw={400} />
          ))}
        </Stack>
      </Radio.Group>
      <Checkbox.Group
        id={`${id}formats`}
        label={t('filters.formats.label')}
        value={formats}
        onChange={(next) => {
          setFormats(next);
          onChange({ formats: next });
        }}
        fw={700}
      >
        <Stack gap={6} mt={6}>
          {FORMATS.map((f) => (
            <Checkbox key={f.value} id={`${id}format-${f.value}`} value={f.value} label={t(f.key)} fw={400} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Stack gap={6}>
        <Text fw={700}>{t('filters.price')}</Text>
        <Group grow gap="xs">
          <NumberInput
            id={`${id}min-price`}
            aria-label={t('filters.minPrice')}
            placeholder={t('filters.min')}
            min={0}
            ref={minField}
            value={min}
            onChange={(v) => setMin(String(v))}
            hideControls
          />
          <NumberInput
            id={`${id}max-price`}
            aria-label={t('filters.maxPrice')}
            placeholder={t('filters.max')}
            min={0}
            ref={maxField}
            value={max}
            onChange={(v) => setMax(String(v))}
            hideControls
          />
        </Group>
      </Stack>
      <Button
        variant="default"
        onClick={() => {
          setMin('');
          setMax('');
          props.onClear();
        }}
      >
        {t('filters.clear')}
      </Button>
    </Stack>
  );
}

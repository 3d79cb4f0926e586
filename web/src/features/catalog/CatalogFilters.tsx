/** The catalog's filters (SPEC §3): genres, language, formats and a price range. */
import { Button, Checkbox, Group, NumberInput, Radio, ScrollArea, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';

export const LANGUAGES = ['English', 'Japanese', 'Nepali', 'French'];
export const FORMATS = ['Paperback', 'Hardcover', 'eBook', 'Audiobook'];

export interface FilterValues {
  genres: string[];
  language: string;
  formats: string[];
  minPrice: string;
  maxPrice: string;
}

export function CatalogFilters(props: {
  genres: { id: string; name: string }[];
  value: FilterValues;
  onChange: (next: Partial<FilterValues>) => void;
  onClear: () => void;
}) {
  const { value, onChange } = props;
  const [min, setMin] = useState(value.minPrice);
  const [max, setMax] = useState(value.maxPrice);
  const [debounced] = useDebouncedValue({ min, max }, 400);
  useEffect(() => {
    if (debounced.min !== value.minPrice || debounced.max !== value.maxPrice) {
      onChange({ minPrice: debounced.min, maxPrice: debounced.max });
    }
    // only when the typed range settles
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Text fw={700}>Genres</Text>
        <ScrollArea.Autosize mah={260} type="auto">
          <Checkbox.Group value={value.genres} onChange={(genres) => onChange({ genres })} aria-label="Genres">
            <Stack gap={6}>
              {props.genres.map((g) => (
                <Checkbox key={g.id} value={g.id} label={g.name} />
              ))}
            </Stack>
          </Checkbox.Group>
        </ScrollArea.Autosize>
      </Stack>
      <Radio.Group label="Language" value={value.language} onChange={(language) => onChange({ language })} fw={700}>
        <Stack gap={6} mt={6}>
          <Radio value="" label="Any language" fw={400} />
          {LANGUAGES.map((l) => (
            <Radio key={l} value={l} label={l} fw={400} />
          ))}
        </Stack>
      </Radio.Group>
      <Checkbox.Group label="Formats" value={value.formats} onChange={(formats) => onChange({ formats })} fw={700}>
        <Stack gap={6} mt={6}>
          {FORMATS.map((f) => (
            <Checkbox key={f} value={f} label={f} fw={400} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Stack gap={6}>
        <Text fw={700}>Price (Rs)</Text>
        <Group grow gap="xs">
          <NumberInput
            aria-label="Minimum price"
            placeholder="Min"
            min={0}
            value={min}
            onChange={(v) => setMin(String(v))}
            hideControls
          />
          <NumberInput
            aria-label="Maximum price"
            placeholder="Max"
            min={0}
            value={max}
            onChange={(v) => setMax(String(v))}
            hideControls
          />
        </Group>
      </Stack>
      <Button variant="default" onClick={props.onClear}>
        Clear filters
      </Button>
    </Stack>
  );
}

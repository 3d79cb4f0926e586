/**
 * A date-of-birth field (issue 37): the browser's date picker in English; in Nepali, the day as
 * Nepal writes it, in Bikram Sambat (year-month-day, '२०५०-०१-१५'), turned into the Gregorian
 * day the API takes as the reader types. The form's value is always the Gregorian 'YYYY-MM-DD'.
 */
import { TextInput, type TextInputProps } from '@mantine/core';
import { useState, type ChangeEvent } from 'react';
import { adToBs, bsToAd, devanagariDigits, useFormat } from '../i18n/format';
import { useTranslation } from '../i18n/react';
import { BIRTH_DATE_MIN, birthDateMax } from '../lib/birthDate';

type Props = Omit<TextInputProps, 'value' | 'onChange' | 'type'> & {
  /** The Gregorian 'YYYY-MM-DD', or '' */
  value?: string;
  onChange: (value: string) => void;
};

export function BirthDateInput({ value = '', onChange, ...props }: Props) {
  const { language } = useFormat();
  if (language !== 'ne') {
    return (
      <TextInput
        type="date"
        min={BIRTH_DATE_MIN}
        max={birthDateMax()}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        {...props}
      />
    );
  }
  return <BikramSambatInput value={value} onChange={onChange} {...props} />;
}

function BikramSambatInput({ value = '', onChange, error, description: _description, ...props }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => adToBs(value));
  // A value set from outside (the saved date arriving, a reset) is shown in Bikram Sambat.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== (bsToAd(text) ?? '')) setText(adToBs(value));
  }
  // The form finds its fields by data-path to take text typed before the page was alive: this
  // field's text is not the form's value (the Gregorian day is), so it is left out of that.
  const { 'data-path': _path, ...own } = props as Props & { 'data-path'?: string };
  const typed = text.trim() !== '' && bsToAd(text) === null;
  const gregorian = devanagariDigits(value);
  return (
    <TextInput
      {...own}
      inputMode="numeric"
      placeholder="२०५०-०१-१५"
      value={text}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        setText(event.currentTarget.value);
        onChange(bsToAd(event.currentTarget.value) ?? '');
      }}
      description={gregorian ? t('birthDate.gregorian', { date: gregorian }) : t('birthDate.bsHint')}
      error={typed ? t('birthDate.bsInvalid') : error}
    />
  );
}

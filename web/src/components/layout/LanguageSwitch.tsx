/**
 * The header's language switch: it names the other language in that language ('नेपाली' while
 * reading English, 'English' while reading Nepali), so a reader finds it in the script they know.
 * A plain button (components/buttons.css: Mantine's subtle compact Button): it is in every page's header.
 */
import { IconLanguage } from '@tabler/icons-react';
import { LANGUAGE_NAMES } from '../../i18n/languages';
import { useLanguage } from '../../i18n/useLanguage';
import { FOCUS } from './plain';

export function LanguageSwitch({ fullWidth = false }: { fullWidth?: boolean }) {
  const { language, setLanguage } = useLanguage();
  const other = language === 'ne' ? 'en' : 'ne';
  return (
    <button
      type="button"
      className={`btn btn-subtle btn-dark btn-compact ${FOCUS}${fullWidth ? ' btn-block' : ''}`}
      lang={other}
      onClick={() => void setLanguage(other)}
    >
      <IconLanguage size={16} aria-hidden />
      {LANGUAGE_NAMES[other]}
    </button>
  );
}

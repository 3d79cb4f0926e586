/**
 * The header's language switch: it names the other language in that language ('नेपाली' while
 * reading English, 'English' while reading Nepali), so a reader finds it in the script they know.
 */
import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { LANGUAGE_NAMES } from '../../i18n/languages';
import { useLanguage } from '../../i18n/useLanguage';

export function LanguageSwitch({ fullWidth = false }: { fullWidth?: boolean }) {
  const { language, setLanguage } = useLanguage();
  const other = language === 'ne' ? 'en' : 'ne';
  return (
    <Button
      variant="subtle"
      color="dark"
      size="compact-sm"
      fullWidth={fullWidth}
      justify={fullWidth ? 'flex-start' : undefined}
      leftSection={<IconLanguage size={16} aria-hidden />}
      lang={other}
      onClick={() => void setLanguage(other)}
    >
      {LANGUAGE_NAMES[other]}
    </Button>
  );
}

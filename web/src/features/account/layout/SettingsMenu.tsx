/** /account/settings: the five settings screens as a menu list, on every screen width. */
import { useTranslation } from '../../../i18n/react';
import { SETTINGS_SECTIONS } from './accountSections';
import { AccountScreen } from '../../../components/account/AccountScreen';
import { SectionList } from './SectionList';

export function SettingsMenu() {
  const { t } = useTranslation('account');
  return (
    <AccountScreen title={t('settingsMenu.title')} description={t('settingsMenu.description')}>
      <SectionList sections={SETTINGS_SECTIONS} label={t('settingsMenu.label')} />
    </AccountScreen>
  );
}

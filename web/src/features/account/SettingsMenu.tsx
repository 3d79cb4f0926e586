/** /account/settings: the five settings screens as a menu list, on every screen width. */
import { SETTINGS_SECTIONS } from './accountSections';
import { AccountScreen } from '../../components/account/AccountScreen';
import { SectionList } from './SectionList';

export function SettingsMenu() {
  return (
    <AccountScreen title="Settings" description="Your sign-in, privacy, notifications and delivery addresses.">
      <SectionList sections={SETTINGS_SECTIONS} label="Settings" />
    </AccountScreen>
  );
}

/**
 * The sections of the account area (SPEC §2 'Account area'), in the order the sidebar and the
 * menu lists show them. Paths are relative to /account.
 */
import {
  IconBell,
  IconBooks,
  IconBookmark,
  IconBookmarkPlus,
  IconCalendarTime,
  IconFileImport,
  IconHeart,
  IconLock,
  IconPackage,
  IconSettings,
  IconShieldLock,
  IconTruckDelivery,
  IconUserCircle,
  IconUserCog,
  type Icon,
} from '@tabler/icons-react';
import { paths, type AccountSection as SectionPath } from '../../../config/paths';
import { useTranslation } from '../../../i18n/react';
import type account from '../../../i18n/locales/en/account.json';

/** A section's texts are under sections.<key> in the account catalog: label, description, navLabel. */
export type SectionKey = keyof typeof account extends infer Key
  ? Key extends `sections.${infer Section}.label`
    ? Section
    : never
  : never;

export interface AccountSection {
  path: SectionPath;
  /** Its label (the screen's heading and menu-list entry) and description in the catalog. */
  key: SectionKey;
  /** The sidebar uses a shorter name (sections.<key>.navLabel), where SPEC gives one. */
  navLabel?: true;
  icon: Icon;
}

export const ACCOUNT_SECTIONS: AccountSection[] = [
  { path: 'reading', key: 'reading', icon: IconBookmark },
  { path: 'favorites', key: 'favorites', icon: IconHeart },
  { path: 'wishlist', key: 'wishlist', icon: IconBookmarkPlus },
  // Past SPEC's sections, after the lists it names: the reader's shelves.
  { path: 'shelves', key: 'shelves', icon: IconBooks },
  // Bringing a reading history from Goodreads, and taking it away.
  { path: 'import', key: 'import', icon: IconFileImport },
  { path: 'profile', key: 'profile', navLabel: true, icon: IconUserCircle },
  { path: 'settings', key: 'settings', icon: IconSettings },
  { path: 'orders', key: 'orders', icon: IconPackage },
  { path: 'rentals', key: 'rentals', icon: IconCalendarTime },
  { path: 'library', key: 'library', icon: IconBooks },
];

export const SETTINGS_SECTIONS: AccountSection[] = [
  { path: 'settings/account', key: 'settingsAccount', icon: IconUserCog },
  { path: 'settings/password', key: 'settingsPassword', icon: IconLock },
  { path: 'settings/privacy', key: 'settingsPrivacy', icon: IconShieldLock },
  { path: 'settings/notifications', key: 'settingsNotifications', icon: IconBell },
  { path: 'settings/shipping', key: 'settingsShipping', icon: IconTruckDelivery },
];

/** A section's texts in the reader's language. */
export function useSectionText() {
  const { t } = useTranslation('account');
  return {
    label: (s: AccountSection) => t(`sections.${s.key}.label`),
    description: (s: AccountSection) => t(`sections.${s.key}.description`),
    // Only sections marked navLabel have one in the catalog.
    navLabel: (s: AccountSection) =>
      s.navLabel ? t(`sections.${s.key as 'profile'}.navLabel`) : t(`sections.${s.key}.label`),
  };
}

/** 'settings/privacy' for /account/settings/privacy, 'orders' for an order's detail, '' for the menu. */
export function sectionOf(pathname: string): SectionPath | '' {
  const below = pathname.startsWith(paths.account) ? pathname.slice(paths.account.length).replace(/^\//, '') : pathname;
  const rest = below.replace(/\/+$/, '');
  const known = [...SETTINGS_SECTIONS, ...ACCOUNT_SECTIONS].find(
    (s) => rest === s.path || rest.startsWith(`${s.path}/`),
  );
  return known?.path ?? '';
}

/**
 * The sections of the account area (SPEC §2 'Account area'), in the order the sidebar and the
 * menu lists show them. Paths are relative to /account.
 */
import {
  IconBell,
  IconBookmark,
  IconBookmarkPlus,
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

export interface AccountSection {
  path: string;
  /** The screen's heading and its menu-list entry. */
  label: string;
  /** The sidebar's shorter name, where SPEC gives one. */
  navLabel?: string;
  description: string;
  icon: Icon;
}

export const ACCOUNT_SECTIONS: AccountSection[] = [
  {
    path: 'reading',
    label: 'Currently Reading',
    description: 'The book on your bedside table',
    icon: IconBookmark,
  },
  { path: 'favorites', label: 'Favorites', description: 'Books you loved', icon: IconHeart },
  { path: 'wishlist', label: 'Wishlist', description: 'Books you want to read next', icon: IconBookmarkPlus },
  {
    path: 'profile',
    label: 'Account Info',
    navLabel: 'Account',
    description: 'Your name, picture, bio and links',
    icon: IconUserCircle,
  },
  {
    path: 'settings',
    label: 'Settings',
    description: 'Password, privacy, notifications and addresses',
    icon: IconSettings,
  },
  { path: 'orders', label: 'Orders', description: 'What you ordered and its payment', icon: IconPackage },
];

export const SETTINGS_SECTIONS: AccountSection[] = [
  {
    path: 'settings/account',
    label: 'Account Settings',
    description: 'Sign-in details and favourite genres',
    icon: IconUserCog,
  },
  { path: 'settings/password', label: 'Change Password', description: 'Choose a new password', icon: IconLock },
  {
    path: 'settings/privacy',
    label: 'Privacy Settings',
    description: 'Who sees your favourites and birthday',
    icon: IconShieldLock,
  },
  {
    path: 'settings/notifications',
    label: 'Notification Settings',
    description: 'Emails from Pustak',
    icon: IconBell,
  },
  {
    path: 'settings/shipping',
    label: 'Shipping Addresses',
    description: 'Where your books are delivered',
    icon: IconTruckDelivery,
  },
];

/** 'settings/privacy' for /account/settings/privacy, 'orders' for an order's detail, '' for the menu. */
export function sectionOf(pathname: string): string {
  const rest = pathname.replace(/^\/account\/?/, '').replace(/\/+$/, '');
  const known = [...SETTINGS_SECTIONS, ...ACCOUNT_SECTIONS].find(
    (s) => rest === s.path || rest.startsWith(`${s.path}/`),
  );
  return known?.path ?? '';
}

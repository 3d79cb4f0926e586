/** AccountSettings: the member's own /users/settings/ (notifications, profile privacy and language). */
import type { AccountSettingsResolvers } from '../generated/resolvers.js';
import { privacyFromRest } from './enums.js';

export const AccountSettings: AccountSettingsResolvers = {
  emailNotifications: (s) => s.email_notifications,
  privacy: (s) => privacyFromRest(s.privacy),
  language: (s) => (s.language === 'ne' ? 'NE' : s.language === 'en' ? 'EN' : null),
};

/** AccountSettings: the member's own /users/settings/ (notifications and profile privacy). */
import type { AccountSettingsResolvers } from '../generated/resolvers.js';
import { privacyFromRest } from './enums.js';

export const AccountSettings: AccountSettingsResolvers = {
  emailNotifications: (s) => s.email_notifications,
  privacy: (s) => privacyFromRest(s.privacy),
};

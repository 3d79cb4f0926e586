/**
 * SPEC §8's friend-action toasts. The profile and Book Social run the same actions but SPEC gives
 * each screen its own words, so each screen hands its set to useFriendActions: the key of each
 * text in the common catalog (the 'friendToasts' keys of i18n/locales/en/common.json).
 */
export type FriendToastSet = 'profile' | 'social';

export type FriendToast =
  | 'sent'
  | 'sendFailed'
  | 'cancelled'
  | 'cancelFailed'
  | 'accepted'
  | 'acceptFailed'
  | 'rejected'
  | 'rejectFailed'
  | 'removed'
  | 'removeFailed';

/** SPEC §8 'Profile'. */
export const profileFriendToasts: FriendToastSet = 'profile';

/** SPEC §8 'Social' (a rejected request is 'declined' there; a sent one names its receiver). */
export const socialFriendToasts: FriendToastSet = 'social';

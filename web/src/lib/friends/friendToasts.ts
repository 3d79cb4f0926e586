/**
 * SPEC §8's friend-action toasts. The profile and Book Social run the same actions but SPEC gives
 * each screen its own words, so each screen hands its set to useFriendActions.
 */
import type { FriendMember } from './friendshipCache';

export interface FriendToasts {
  sent: (to: FriendMember) => string;
  sendFailed: string;
  cancelled: string;
  cancelFailed: string;
  accepted: string;
  acceptFailed: string;
  rejected: string;
  rejectFailed: string;
  removed: string;
  removeFailed: string;
}

/** SPEC §8 'Profile'. */
export const profileFriendToasts: FriendToasts = {
  sent: () => 'Friend request sent',
  sendFailed: 'Failed to process friend request',
  cancelled: 'Friend request cancelled',
  cancelFailed: 'Failed to process friend request',
  accepted: 'Friend request accepted',
  acceptFailed: 'Failed to accept friend request',
  rejected: 'Friend request rejected',
  rejectFailed: 'Failed to reject friend request',
  removed: 'Friend removed',
  removeFailed: 'Failed to process friend request',
};

/** SPEC §8 'Social' (a rejected request is 'declined' there). */
export const socialFriendToasts: FriendToasts = {
  sent: (to) => `Friend request sent to ${to.firstName}`,
  sendFailed: 'Failed to send friend request',
  cancelled: 'Friend request cancelled',
  cancelFailed: 'Failed to cancel request',
  accepted: 'Friend request accepted',
  acceptFailed: 'Failed to accept request',
  rejected: 'Friend request declined',
  rejectFailed: 'Failed to decline request',
  removed: 'Friend removed successfully',
  removeFailed: 'Failed to remove friend',
};

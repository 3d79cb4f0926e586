/**
 * Friends (SPEC §4 'Friendship'): the actions, toasts and cache writes that the profile and Book Social
 * share, so both screens show one friendship state (issue 17 §5). This file is the feature's public
 * surface: ESLint lets other features import it, never the files behind it.
 */
export { ConfirmUnfriend } from './ConfirmUnfriend';
export { profileFriendToasts, socialFriendToasts } from './friendToasts';
export { type FriendMember, withFriend, withRequest, withoutRequest } from './friendshipCache';
export { useFriendActions } from './useFriendActions';

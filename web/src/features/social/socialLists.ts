/** Book Social's lists, read again from the server after each friend action (SPEC §4). */
export const SOCIAL_LISTS = ['SocialRequests', 'SocialFriends'];

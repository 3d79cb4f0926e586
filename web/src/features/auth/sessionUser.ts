/** The session's copy of a member, from the AuthPayload the graph answers to login and register. */
import type { SessionUser } from '../../lib/session';

export const toSessionUser = (u: SessionUser): SessionUser => ({
  id: u.id,
  username: u.username,
  firstName: u.firstName,
  lastName: u.lastName,
  profilePictureUrl: u.profilePictureUrl ?? null,
  ...(u.staffRole && { staffRole: u.staffRole }),
});

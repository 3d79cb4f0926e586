/**
 * The one session module (SPEC §4): the access token and the signed-in member.
 * With 'Remember me' the token lives in localStorage, otherwise in sessionStorage, never both.
 * The in-memory copy is compared with the stored one before every request: if another tab signed
 * out or in as someone else, they differ and this tab signs out rather than act as the wrong person.
 * It never talks to the network; the Apollo link and the pages call it.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';

const TOKEN_KEY = 'pustak.token';
const USER_KEY = 'pustak.user';
/** The id of a member who signed up in this browser session (they are welcomed, not welcomed back). */
const NEW_MEMBER_KEY = 'pustak.newMember';

/** The member as the header and guards need them; full profiles come from the graph. */
export interface SessionUser {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  profilePictureUrl: string | null;
  /** Set for those who run the store (the back office's link in the member menu); absent for members. */
  staffRole?: 'STAFF' | 'ADMIN' | null;
}

export interface State {
  token: string | null;
  user: SessionUser | null;
}

/**
 * The one guest state: the server renders it (useSession's server snapshot), and hydration finds
 * the very same object, not an equal one React would take for a change and draw the page again.
 */
export const GUEST: State = { token: null, user: null };

let state: State = restore();
const listeners = new Set<() => void>();
const logoutHandlers = new Set<() => void>();

function storages(): Storage[] {
  return [window.localStorage, window.sessionStorage];
}

function restore(): State {
  if (typeof window === 'undefined') return GUEST;
  for (const storage of storages()) {
    const token = storage.getItem(TOKEN_KEY);
    if (token) {
      const raw = storage.getItem(USER_KEY);
      return { token, user: raw ? (JSON.parse(raw) as SessionUser) : null };
    }
  }
  return GUEST;
}

function storedToken(): string | null {
  return window.localStorage.getItem(TOKEN_KEY) ?? window.sessionStorage.getItem(TOKEN_KEY);
}

/**
 * A cookie that says only 'a member uses this browser' (never the token): the gateway then sends
 * the client-rendered shell instead of the guest's server-rendered page (docs/server-rendering.md).
 */
const MEMBER_COOKIE = 'pustak.member';

function markMember(signedIn: boolean) {
  // As long as the token: a remembered session (localStorage) outlives the browser, so its mark does.
  const remembered = signedIn && window.localStorage.getItem(TOKEN_KEY) !== null;
  document.cookie = signedIn
    ? `${MEMBER_COOKIE}=1; path=/; SameSite=Lax${remembered ? '; max-age=31536000' : ''}`
    : `${MEMBER_COOKIE}=; path=/; SameSite=Lax; max-age=0`;
}

if (typeof document !== 'undefined') markMember(state.token !== null);

/** Whether a Cookie header carries the mark (the server draws such a browser's page as a member's). */
export const markedInCookie = (cookie: string | undefined): boolean =>
  /(?:^|;\s*)pustak\.member=1(?:;|$)/.test(cookie ?? '');

function emit(next: State) {
  state = next.token === null && next.user === null ? GUEST : next;
  markMember(next.token !== null);
  for (const listener of listeners) listener();
}

export const session = {
  get token() {
    return state.token;
  },
  get user() {
    return state.user;
  },
  get isSignedIn() {
    return state.token !== null;
  },
  /** Kept with 'Remember me' (localStorage): such a session may also draw pages on the server (pageSession.ts). */
  get isRemembered() {
    return state.token !== null && window.localStorage.getItem(TOKEN_KEY) === state.token;
  },
  /** The state object itself, for hydrating a page the server drew for this member (main.tsx). */
  get current(): State {
    return state;
  },
  /** True for a member who signed up in this browser session. */
  get isNewMember() {
    return state.user !== null && window.sessionStorage.getItem(NEW_MEMBER_KEY) === state.user.id;
  },

  /**
   * Stores the token where 'Remember me' says, and removes it from the other storage. A member who
   * has just signed up is marked new for this browser session.
   */
  signIn(token: string, user: SessionUser, remember: boolean, options: { newMember?: boolean } = {}) {
    for (const storage of storages()) {
      storage.removeItem(TOKEN_KEY);
      storage.removeItem(USER_KEY);
    }
    if (options.newMember) window.sessionStorage.setItem(NEW_MEMBER_KEY, user.id);
    else window.sessionStorage.removeItem(NEW_MEMBER_KEY);
    const storage = remember ? window.localStorage : window.sessionStorage;
    storage.setItem(TOKEN_KEY, token);
    storage.setItem(USER_KEY, JSON.stringify(user));
    emit({ token, user });
  },

  /** A fresh token for the same member (a changed password ends the old one), kept where the old one was. */
  renewToken(token: string) {
    if (!state.token) return;
    const storage = window.localStorage.getItem(TOKEN_KEY) ? window.localStorage : window.sessionStorage;
    storage.setItem(TOKEN_KEY, token);
    emit({ ...state, token });
  },

  /** Keeps the stored copy of the member in step after a profile edit. */
  updateUser(user: SessionUser) {
    if (!state.token) return;
    for (const storage of storages()) if (storage.getItem(TOKEN_KEY)) storage.setItem(USER_KEY, JSON.stringify(user));
    emit({ ...state, user });
  },

  /** Clears token, member and (through the handlers) Apollo's cache and social data. */
  signOut() {
    for (const storage of storages()) {
      storage.removeItem(TOKEN_KEY);
      storage.removeItem(USER_KEY);
    }
    window.sessionStorage.removeItem(NEW_MEMBER_KEY);
    const wasSignedIn = state.token !== null;
    emit({ token: null, user: null });
    if (wasSignedIn) for (const handler of logoutHandlers) handler();
  },

  /** True when this tab's token no longer matches storage (signed out or switched elsewhere). */
  tokenMismatch(): boolean {
    // The server draws a member's page from their page session, with no storage to compare.
    if (typeof window === 'undefined') return false;
    return state.token !== storedToken();
  },

  onSignOut(handler: () => void): () => void {
    logoutHandlers.add(handler);
    return () => logoutHandlers.delete(handler);
  },

  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * The session a page was drawn with: the guest, or on the server the member whose page session the
 * browser sent (server/render.tsx provides it; its token is a stand-in, the server's requests carry
 * the real one). Hydration reads the same (main.tsx), so it draws what the server drew.
 */
const DrawnSession = createContext<State>(GUEST);
export const DrawnSessionProvider = DrawnSession.Provider;

/**
 * A member the server cannot name (the browser's mark without a page session): it draws their
 * page's skeleton under a header with the places of their tools (server/render.tsx).
 */
export const UNKNOWN_MEMBER: State = { token: 'not-known-on-the-server', user: null };

/** The member a page was drawn for on the server: their token never leaves the server's requests. */
export const drawnMember = (user: SessionUser): State => ({ token: 'drawn-on-the-server', user });

/** The current session for React components; re-renders on sign-in and sign-out. */
export function useSession(): State {
  const drawn = useContext(DrawnSession);
  return useSyncExternalStore(
    session.subscribe,
    () => state,
    () => drawn,
  );
}

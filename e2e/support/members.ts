/**
 * New members for browser tests, made through the graph as a reader would sign up: every run gets
 * fresh accounts (unique username and email), so specs never share state or depend on order.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { graph } from './graph.js';

export const PASSWORD = 'pustak123';

export interface Member {
  id: string;
  token: string;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  /** First and last name, as profiles and friend lists show it. */
  name: string;
}

export interface MemberOptions {
  firstName?: string;
  lastName?: string;
  /** Start of the username and email, to tell a spec's accounts apart in the database. */
  prefix?: string;
  /** Append random letters to the first name, so searches by name find only this member. */
  uniqueName?: boolean;
  status?: string;
  dateOfBirth?: string;
}

/** Five random letters, capitalised ('Kqzta'): names stay letters only, as sign-up requires. */
export const randomLetters = (): string =>
  [...randomBytes(5)]
    .map((b) => String.fromCharCode(97 + (b % 26)))
    .join('')
    .replace(/^./, (c) => c.toUpperCase());

export async function newMember(page: Page, options: MemberOptions = {}): Promise<Member> {
  const suffix = randomBytes(4).toString('hex');
  const username = `${options.prefix ?? 'reader'}_${suffix}`;
  const email = `${username}@example.com`;
  const firstName = `${options.firstName ?? 'Asha'}${options.uniqueName ? randomLetters() : ''}`;
  const lastName = options.lastName ?? 'Gurung';
  const { register } = await graph(
    page,
    `mutation ($i: RegisterInput!) { register(input: $i) { token user { id } } }`,
    {
      i: {
        firstName,
        lastName,
        username,
        email,
        dateOfBirth: options.dateOfBirth ?? '1996-06-06',
        password: PASSWORD,
        ...(options.status && { status: options.status }),
        hasAcceptedTerms: true,
        hasAcceptedRentalPolicy: true,
        termsAcceptanceDate: new Date().toISOString(),
      },
    },
  );
  return {
    id: register.user.id,
    token: register.token,
    email,
    username,
    firstName,
    lastName,
    name: `${firstName} ${lastName}`,
  };
}

/** Makes two members friends through the graph: `a` asks, `b` accepts. */
export async function befriend(page: Page, a: Member, b: Member): Promise<void> {
  const { sendFriendRequest } = await graph(
    page,
    `mutation ($id: ID!) { sendFriendRequest(userId: $id) { id } }`,
    { id: b.id },
    a.token,
  );
  await graph(
    page,
    `mutation ($id: ID!) { acceptFriendRequest(requestId: $id) { id } }`,
    { id: sendFriendRequest.id },
    b.token,
  );
}

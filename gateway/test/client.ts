/** A tiny GraphQL client for the tests: one operation per call, the REST calls it cost, members. */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';

export interface Result<T = any> {
  data: T;
  errors?: { message: string; extensions?: { code?: string } }[];
  restCalls: { method: string; path: string; query: string }[];
}

export async function gql<T = any>(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
  url: string = inject('gatewayUrl'),
): Promise<Result<T>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as {
    data: T;
    errors?: Result['errors'];
    extensions?: { restCalls?: Result['restCalls'] };
  };
  return { data: body.data, errors: body.errors, restCalls: body.extensions?.restCalls ?? [] };
}

/** Like gql, but fails the test with the errors when there are any. */
export async function ok<T = any>(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
  url: string = inject('gatewayUrl'),
): Promise<Result<T>> {
  const result = await gql<T>(query, variables, token, url);
  if (result.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(result.errors)}`);
  return result;
}

/** Makes two members friends through the graph (at `url`: a second gateway's, when given): `a` asks, `b` accepts. */
export async function befriend(a: Member, b: Member, url?: string): Promise<void> {
  const sent = await ok(`mutation ($id: ID!) { sendFriendRequest(userId: $id) { id } }`, { id: b.id }, a.token, url);
  await ok(
    `mutation ($id: ID!) { acceptFriendRequest(requestId: $id) { id } }`,
    { id: sent.data.sendFriendRequest.id },
    b.token,
    url,
  );
}

export const codeOf = (result: Result) => result.errors?.[0]?.extensions?.code;

export interface Member {
  id: string;
  token: string;
  email: string;
  username: string;
}

const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { token user { id username email } } }`;

export async function newMember(extra: Record<string, unknown> = {}): Promise<Member> {
  const username = `reader_${randomBytes(5).toString('hex')}`;
  const input = {
    firstName: 'Sita',
    lastName: 'Sharma',
    username,
    email: `${username}@example.com`,
    dateOfBirth: '1998-04-14',
    password: 'correct horse battery',
    status: 'Reading in Kathmandu',
    hasAcceptedTerms: true,
    hasAcceptedRentalPolicy: true,
    termsAcceptanceDate: new Date().toISOString(),
    ...extra,
  };
  const { data } = await ok(REGISTER, { input });
  return { id: data.register.user.id, token: data.register.token, email: input.email, username };
}

export async function outbox(): Promise<{ to: string; subject: string; text: string }[]> {
  const text = await readFile(inject('outbox'), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/**
 * The mail to `to` once there are at least `count` (newest last): REST sends mail after it answers
 * (its outbox's worker), so a test waits for it.
 */
export async function mailTo(to: string, count = 1): Promise<{ to: string; subject: string; text: string }[]> {
  const until = Date.now() + 15_000;
  for (;;) {
    const mail = (await outbox()).filter((m) => m.to === to);
    if (mail.length >= count) return mail;
    if (Date.now() > until) throw new Error(`${mail.length} of ${count} mails to ${to} arrived`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

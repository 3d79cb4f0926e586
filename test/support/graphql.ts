/**
 * A GraphQL client for one gateway, acting from one reader address: the gateways run with
 * TRUST_PROXY=1, as behind the entry point, so X-Forwarded-For names the address REST's
 * per-address limits count. Each result keeps the HTTP status, so a 500 can never pass unseen.
 */
import { randomBytes } from 'node:crypto';

export interface GraphQLResult<T = any> {
  status: number;
  data: T | undefined;
  errors: { message: string; extensions?: { code?: string } }[];
}

export const codeOf = (result: GraphQLResult) => result.errors[0]?.extensions?.code;

export class GraphQLClient {
  constructor(
    readonly origin: string,
    readonly address: string,
  ) {}

  async request<T = any>(query: string, variables: Record<string, unknown> = {}, token?: string) {
    const res = await fetch(`${this.origin}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': this.address,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    let body: { data?: T; errors?: GraphQLResult['errors'] } = {};
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      body = { errors: [{ message: text.slice(0, 200) }] };
    }
    return { status: res.status, data: body.data ?? undefined, errors: body.errors ?? [] } as GraphQLResult<T>;
  }

  /** Like request, but throws with the errors when there are any. */
  async ok<T = any>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
    const result = await this.request<T>(query, variables, token);
    if (result.errors.length || result.data === undefined)
      throw new Error(`${this.origin}: HTTP ${result.status} ${JSON.stringify(result.errors)}`);
    return result.data;
  }
}

export interface Member {
  id: string;
  email: string;
  token: string;
}

export const PASSWORD = 'correct horse battery';

export async function newMember(client: GraphQLClient): Promise<Member> {
  const username = `topo_${randomBytes(5).toString('hex')}`;
  const input = {
    firstName: 'Sita',
    lastName: 'Sharma',
    username,
    email: `${username}@example.com`,
    dateOfBirth: '1998-04-14',
    password: PASSWORD,
    hasAcceptedTerms: true,
    hasAcceptedRentalPolicy: true,
    termsAcceptanceDate: new Date().toISOString(),
  };
  const data = await client.ok<{ register: { token: string; user: { id: string } } }>(
    `mutation ($input: RegisterInput!) { register(input: $input) { token user { id } } }`,
    { input },
  );
  return { id: data.register.user.id, email: input.email, token: data.register.token };
}

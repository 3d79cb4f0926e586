/**
 * The benchmarks' own small GraphQL client (fetch, JSON), and sign-up of throwaway members. It is
 * deliberately plain so that what it costs is the same for every server it talks to.
 */
export interface GraphQLReply<T = Record<string, unknown>> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
  extensions?: { restCalls?: { method: string; path: string; query: string }[] };
}

export async function gql<T = Record<string, unknown>>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<GraphQLReply<T>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as GraphQLReply<T>;
}

/** Like gql, but throws on any GraphQL error. */
export async function gqlOk<T = Record<string, unknown>>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T & {}> {
  const reply = await gql<T>(url, query, variables, token);
  if (reply.errors?.length || !reply.data) throw new Error(`${query.slice(0, 80)}…: ${JSON.stringify(reply.errors)}`);
  return reply.data;
}

export interface BenchMember {
  id: string;
  username: string;
  token: string;
}

const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { token user { id username } } }`;

/** Signs up a new member through the gateway; `tag` keeps names unique across a run. */
export async function registerMember(graphqlUrl: string, tag: string): Promise<BenchMember> {
  const username = `bench_${tag}_${Date.now().toString(36)}`;
  const data = await gqlOk<{ register: { token: string; user: { id: string; username: string } } }>(
    graphqlUrl,
    REGISTER,
    {
      input: {
        firstName: 'Bench',
        lastName: tag,
        username,
        email: `${username}@bench.pustak.np`,
        dateOfBirth: '1995-05-05',
        password: 'bench-password-1',
        hasAcceptedTerms: true,
        hasAcceptedRentalPolicy: true,
        termsAcceptanceDate: new Date().toISOString(),
      },
    },
  );
  return { id: data.register.user.id, username: data.register.user.username, token: data.register.token };
}

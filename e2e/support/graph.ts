/** GraphQL straight to the gateway from a test, to make members and data without clicking. */
import type { Page } from 'playwright-core';

/** Runs one operation (as the member whose token is given) and answers its data; errors throw. */
export async function graph(page: Page, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const res = await page.request.post('/graphql', {
    data: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = await res.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

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

/**
 * Holds back every GraphQL request from the page that carries the named operation (a batch that
 * carries it among others is held whole) until the returned function is called, so a test can look
 * at the page while it waits for its answer. That function lets them go, waits until they have, and
 * takes the hold away.
 */
export async function holdOperation(page: Page, operation: string): Promise<() => Promise<void>> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const passing: Promise<void>[] = [];
  const handler = async (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
    if (!(route.request().postData() ?? '').includes(`"operationName":"${operation}"`)) return route.fallback();
    const passed = held.then(() => route.continue());
    passing.push(passed);
    await passed;
  };
  await page.route('**/graphql', handler);
  return async () => {
    release();
    // The held requests go on before the handler is taken away, which would answer them itself.
    await Promise.all(passing);
    await page.unroute('**/graphql', handler);
  };
}

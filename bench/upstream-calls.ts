/**
 * Upstream calls per operation, counted exactly: each main operation at 1×, 2× and 4× its list
 * size. A gateway that batches well makes the same number of REST calls whatever the size.
 */
export interface CallCountRow {
  operation: string;
  sizes: number[];
  calls: number[];
}

type Gql = (query: string, variables?: Record<string, unknown>) => Promise<{ restCalls: unknown[] }>;

const BOOK_FIELDS =
  'id title price rating isBestSeller author { id name } inCart cartItem { id } isFavorite inWishlist';

export async function countUpstreamCalls(gql: Gql): Promise<CallCountRow[]> {
  const sizes = [24, 48, 96];
  const rows: CallCountRow[] = [];
  const measure = async (operation: string, build: (size: number) => [string, Record<string, unknown>]) => {
    const calls: number[] = [];
    for (const size of sizes) {
      const [query, variables] = build(size);
      calls.push((await gql(query, variables)).restCalls.length);
    }
    rows.push({ operation, sizes, calls });
  };
  await measure('catalog page with per-viewer fields', (n) => [
    `query ($n: Int) { books(page: 1, pageSize: $n) { items { ${BOOK_FIELDS} } } }`,
    { n },
  ]);
  await measure('catalog page with genres of every book', (n) => [
    `query ($n: Int) { books(page: 1, pageSize: $n) { items { id genres { name } } } }`,
    { n },
  ]);
  await measure('two catalog pages in one operation', (n) => [
    `query ($n: Int) { a: books(page: 1, pageSize: $n) { items { ${BOOK_FIELDS} } } b: books(page: 2, pageSize: $n) { items { ${BOOK_FIELDS} } } }`,
    { n },
  ]);
  return rows;
}

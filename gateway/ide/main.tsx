/**
 * GraphiQL for frontend developers exploring Pustak's graph, bundled with the gateway so it works
 * with no internet access (no CDN). It talks to /graphql on the same origin.
 */
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { createRoot } from 'react-dom/client';

const fetcher = createGraphiQLFetcher({ url: '/graphql' });

const DEFAULT_QUERY = `# Welcome to Pustak's graph. Add a header {"Authorization": "Bearer <token>"}
# (from the login mutation) to act as a member; guests can browse the catalog.
query Catalog {
  books(filter: { language: "Nepali", ordering: PRICE_ASC }, page: 1) {
    totalCount
    items { id title price isBestSeller author { name } }
  }
}
`;

createRoot(document.getElementById('graphiql')!).render(<GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} />);

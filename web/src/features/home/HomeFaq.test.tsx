/**
 * Home's FAQ names the rental fees the store applies (Store.rentalTerms, REST's rentals/terms.ts),
 * never a copy of them: read through the graph as home reads them (the store-copy fragment).
 */
import { useQuery } from '@apollo/client/react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StoreCopyQuery, useStoreCopy } from '../../lib/storeCopy';
import { createTestClient } from '../../testing/gateway';
import { renderRoutes } from '../../testing/renderRoutes';
import { HomeFaq } from './HomeSections';

function Faq() {
  const { data } = useQuery(StoreCopyQuery);
  return <HomeFaq store={useStoreCopy(data?.store)} />;
}

describe("home's FAQ", () => {
  it("says what renting costs with the store's own fees", async () => {
    const gateway = createTestClient();
    renderRoutes([{ path: '/', element: <Faq /> }], '/', gateway.client);
    expect(
      await screen.findByText(
        'You pay the full price and get it back minus the rental fee (15%, 30% or 50%) when you return the book.',
      ),
    ).toBeTruthy();
  });
});

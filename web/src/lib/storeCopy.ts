/**
 * The store's facts as the copy names them (issue 34 item 8): the Terms, the rental policy, the
 * landing page, home and the FAQ say where the store delivers and how it can be paid from the
 * graph's `store` (REST's settings), never from fixed text. Lists read as a sentence does in the
 * reader's language ('Kathmandu, Lalitpur and Kaski'; 'काठमाडौँ, ललितपुर र कास्की'), districts by
 * their Nepali names in Nepali. Joined here, not by Intl.ListFormat, whose wording differs between
 * the server's Node and a phone's browser (a hydration mismatch).
 *
 * Screens that ask the graph nothing else (landing, Terms, Rental Policy, Contact) read the facts
 * through their route's loader (`loadStoreCopy`): on the server with the renderer's own client,
 * handed over with the page, so hydrating asks nothing and needs no Apollo Client; in the browser
 * as one query, batched with the header's, and answered from the cache on the next such screen.
 * Home spreads the fragment into its one query.
 */
import type { ApolloClient } from '@apollo/client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { useMemo } from 'react';
import { graphql } from '../gql';
import type { StoreCopy_StoreFragment } from '../gql/graphql';
import { useFormat } from '../i18n/format';
import { useTranslation } from '../i18n/react';
import type { TFunction } from '../i18n/translate';
import { loadApolloClient } from './lazyApollo';
import { startMemberQueries } from './routeData';

export const StoreCopy_store = graphql(`
  fragment StoreCopy_store on Store {
    deliveryDistricts {
      name
      nepaliName
    }
    paymentMethods
    maxOpenCashOnDeliveryOrders
    # The rental policy's numbers (REST's rentals/terms.ts): the policy page names them.
    rentalTerms {
      periods {
        period
        days
        feePercent
      }
      lateFeePercentPerDay
      rebuyDiscountPercent
      rebuyWindowDays
    }
  }
`);

export const StoreCopyQuery = graphql(`
  query StoreCopy {
    store {
      ...StoreCopy_store @unmask
    }
  }
`);

export type StoreFacts = StoreCopy_StoreFragment;

/** What a screen's loader hands it: the facts, or null when the graph could not tell them. */
export interface StoreCopyData {
  store: StoreFacts | null;
}

/** What the server's renderer gives a loader (server/render.tsx): its own client, acting as the page's reader. */
export interface ServerLoaderContext {
  apollo: ApolloClient;
}

/**
 * The loader of a screen that names the store's facts. A failure is not the screen's: it is drawn
 * with the copy that names no district or wallet (null), and the next visit asks again.
 */
export async function loadStoreCopy({ context }: LoaderFunctionArgs): Promise<StoreCopyData> {
  const server = (context as ServerLoaderContext | undefined)?.apollo;
  const client = server ?? (await loadApolloClient().catch(() => undefined));
  if (!client) return { store: null };
  if (!server) startMemberQueries(client);
  try {
    const { data } = await client.query({ query: StoreCopyQuery });
    return { store: data?.store ?? null };
  } catch {
    return { store: null };
  }
}

/**
 * 'A', 'A and B', 'A, B and C' (or 'or'), in the reader's language: both put the word before the
 * last item ('क, ख र ग'). The catalogs hold the word alone, not '{head} and {last}', which would
 * match any title with 'and' in it when the Nepali sweep looks for English (e2e/nepali.spec.ts).
 */
export function joinList(t: TFunction, items: readonly string[], word: 'and' | 'or'): string {
  if (items.length <= 1) return items[0] ?? '';
  const head = items.slice(0, -1).join(', ');
  return `${head} ${word === 'and' ? t('list.and') : t('list.or')} ${items.at(-1)!}`;
}

export interface StoreCopy {
  /** The districts the store delivers to: 'Kathmandu, Lalitpur, Bhaktapur and Kaski'. */
  districts: string;
  /** Every way to pay: 'Khalti, eSewa or cash on delivery'. */
  methods: string;
  /** The wallets alone: 'Khalti and eSewa'. */
  wallets: string;
  /** Whether cash on delivery is taken, and how many such orders a member may have open. */
  cashOnDelivery: boolean;
  codLimit: number;
  /** Each rental period's fee as a share of the price: '15%, 30% or 50%' (Store.rentalTerms). */
  rentalFees: string;
}

/** The facts as words of the reader's language; undefined until they are known. */
export function useStoreCopy(store: StoreFacts | null | undefined): StoreCopy | undefined {
  const { t } = useTranslation();
  const { language, number } = useFormat();
  return useMemo(() => {
    if (!store) return undefined;
    const districts = store.deliveryDistricts.map((d) => (language === 'ne' ? d.nepaliName : d.name));
    const methods = store.paymentMethods.map((m) => t(`store.method.${m}`));
    const wallets = store.paymentMethods.filter((m) => m !== 'CASH_ON_DELIVERY').map((m) => t(`store.method.${m}`));
    return {
      districts: joinList(t, districts, 'and'),
      methods: joinList(t, methods, 'or'),
      wallets: joinList(t, wallets, 'and'),
      cashOnDelivery: store.paymentMethods.includes('CASH_ON_DELIVERY'),
      codLimit: store.maxOpenCashOnDeliveryOrders,
      rentalFees: joinList(
        t,
        store.rentalTerms.periods.map((p) => `${number(p.feePercent)}%`),
        'or',
      ),
    };
  }, [store, t, language, number]);
}

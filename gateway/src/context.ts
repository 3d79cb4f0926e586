/** What every resolver receives: the caller's REST client (with their token), the REST wrappers and loaders. */
import type { Got } from 'got';
import { catalogApi } from './rest/catalog.js';
import { RestClient } from './rest/client.js';
import { commerceApi } from './rest/commerce.js';
import { peopleApi } from './rest/people.js';
import { createLoaders } from './loaders.js';
import type { GatewayConfig } from './config.js';

export function createContext(http: Got, config: GatewayConfig, authorization: string | undefined) {
  const token = authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() || null : null;
  const rest = new RestClient(http, token);
  return {
    config,
    rest,
    signedIn: token !== null,
    catalog: catalogApi(rest),
    commerce: commerceApi(rest),
    people: peopleApi(rest),
    loaders: createLoaders(rest),
  };
}

export type Context = ReturnType<typeof createContext>;

/**
 * Picture URLs are absolute in the graph (SPEC §7: clients normalise them; here it is done once).
 * Our REST service already answers absolute URLs; another server honouring the contract may
 * answer paths, which are resolved against the REST origin.
 */
import type { Context } from '../context.js';

/** Resolved URLs by REST base and URL: a catalog page resolves the same covers again and again. */
const resolved = new Map<string, string | null>();
const MAX_RESOLVED = 10_000;

export function absoluteUrl(url: string | null | undefined, ctx: Context): string | null {
  if (!url) return null;
  const key = `${ctx.config.restUrl} ${url}`;
  let absolute = resolved.get(key);
  if (absolute !== undefined) return absolute;
  try {
    absolute = new URL(url, ctx.config.restUrl).toString();
  } catch {
    absolute = null;
  }
  if (resolved.size >= MAX_RESOLVED) resolved.clear();
  resolved.set(key, absolute);
  return absolute;
}

/**
 * Picture URLs are absolute in the graph (SPEC §7: clients normalise them; here it is done once).
 * Our REST service already answers absolute URLs; another server honouring the contract may
 * answer paths, which are resolved against the REST origin.
 */
import type { Context } from '../context.js';

export function absoluteUrl(url: string | null | undefined, ctx: Context): string | null {
  if (!url) return null;
  try {
    return new URL(url, ctx.config.restUrl).toString();
  } catch {
    return null;
  }
}

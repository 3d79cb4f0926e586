/**
 * RATE_LIMIT_ALLOW_LIST: addresses (or CIDR networks) that per-address limits never count, for a
 * known office behind one address or a test suite that signs up hundreds of members from
 * 127.0.0.1. Per-email limits, and the limit per address and email at login, still apply to them.
 */
import { BlockList, isIP } from 'node:net';

export type AllowList = (address: string) => boolean;

export function allowListOf(entries: readonly string[]): AllowList {
  if (entries.length === 0) return () => false;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (!isIP(address)) throw new Error(`RATE_LIMIT_ALLOW_LIST: '${entry}' is not an address or network`);
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return (address) => isIP(address) !== 0 && list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

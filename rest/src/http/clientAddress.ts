/**
 * The address of the person behind a request, for the per-address limits (limits/). REST sits
 * behind the gateway, so a socket's address is the gateway's; the gateway names its own client's
 * address in `x-pustak-client-address`, and REST believes it only when the same request carries
 * the shared GATEWAY_SECRET in `x-pustak-gateway-secret` (compared in constant time). Without the
 * setting, or with a missing or wrong secret, the socket's address is used: a caller that reaches
 * REST directly can never choose its own bucket.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const CLIENT_ADDRESS_HEADER = 'x-pustak-client-address';
export const GATEWAY_SECRET_HEADER = 'x-pustak-gateway-secret';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** '::ffff:10.0.0.1' and '10.0.0.1' are one client. */
function plain(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

export function clientAddressOf(request: FastifyRequest, gatewaySecret: string | undefined): string {
  const socket = plain(request.socket.remoteAddress ?? 'unknown');
  if (!gatewaySecret) return socket;
  const sent = request.headers[GATEWAY_SECRET_HEADER];
  const forwarded = request.headers[CLIENT_ADDRESS_HEADER];
  if (typeof sent !== 'string' || typeof forwarded !== 'string') return socket;
  // Digests of equal length, so the comparison takes the same time whatever was sent.
  if (!timingSafeEqual(digest(sent), digest(gatewaySecret))) return socket;
  return isIP(forwarded) ? plain(forwarded) : socket;
}

/**
 * The key a per-address limit counts under: an IPv4 address, or an IPv6 address's /64 network
 * (one household or phone gets a whole /64, so counting single IPv6 addresses would count nothing).
 */
export function addressKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export function installClientAddress(app: FastifyInstance): void {
  app.decorateRequest('clientAddress', '');
  app.addHook('onRequest', async (request) => {
    request.clientAddress = clientAddressOf(request, app.deps.config.gatewaySecret);
  });
}

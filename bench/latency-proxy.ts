/**
 * A TCP proxy on loopback that adds latency: every chunk is forwarded `oneWayMs` after it arrives,
 * in each direction, so a request and its answer pay 2 × oneWayMs more than on bare loopback (50 ms
 * each way is a 100 ms round trip, like a phone on a distant network). A new connection also pays
 * one round trip before its first byte, as TCP's handshake would (loopback accepts at once).
 * Order within a connection is kept; bandwidth is not limited. It never looks inside the bytes.
 */
import net from 'node:net';

export interface LatencyProxy {
  /** `http://127.0.0.1:{port}`: the target's origin, slower. */
  origin: string;
  close(): Promise<void>;
}

/**
 * Forwards from `from` to `to`, each chunk (and the end of the stream) `delayMs` after it arrives,
 * or after `sendableAt` if it came sooner, and never ahead of the chunk before it.
 */
function pipeWithDelay(from: net.Socket, to: net.Socket, delayMs: number, sendableAt = 0): void {
  // One queue and one timer per direction, so chunks leave in the order they came.
  const queue: { at: number; action: () => void }[] = [];
  let timer: NodeJS.Timeout | undefined;
  let last = 0;
  const drain = () => {
    timer = undefined;
    while (queue.length && queue[0]!.at <= Date.now()) queue.shift()!.action();
    if (queue.length) timer = setTimeout(drain, queue[0]!.at - Date.now());
  };
  const later = (action: () => void) => {
    last = Math.max(Math.max(Date.now(), sendableAt) + delayMs, last);
    queue.push({ at: last, action });
    timer ??= setTimeout(drain, last - Date.now());
  };
  from.on('data', (chunk) => later(() => !to.destroyed && to.write(chunk)));
  from.on('end', () => later(() => to.end()));
}

export async function startLatencyProxy(target: { host: string; port: number }, oneWayMs = 50): Promise<LatencyProxy> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer({ allowHalfOpen: true }, (client) => {
    const upstream = net.connect({ port: target.port, host: target.host, allowHalfOpen: true });
    for (const socket of [client, upstream]) {
      socket.setNoDelay(true);
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    // The client could send its first bytes only after SYN and SYN-ACK: one round trip.
    pipeWithDelay(client, upstream, oneWayMs, Date.now() + 2 * oneWayMs);
    pipeWithDelay(upstream, client, oneWayMs);
    // A reset on either side ends both, after the same delay a real network would add.
    client.on('error', () => setTimeout(() => upstream.destroy(), oneWayMs));
    upstream.on('error', () => setTimeout(() => client.destroy(), oneWayMs));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

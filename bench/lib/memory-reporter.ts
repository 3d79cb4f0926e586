/**
 * Preloaded (`--import`) into a service the benchmarks watch: answers a `{ type: 'memory' }` IPC
 * message with the process's memory, after a full collection when asked and when Node runs with
 * --expose-gc. Does nothing on its own, so it never disturbs what is measured between samples.
 */
interface MemoryRequest {
  type?: string;
  id?: number;
  gc?: boolean;
}

process.on('message', (message: MemoryRequest) => {
  if (message?.type !== 'memory') return;
  const gc = (globalThis as { gc?: () => void }).gc;
  if (message.gc && gc) gc();
  const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
  process.send?.({ type: 'memory', id: message.id, rss, heapUsed, heapTotal, external });
});

import { parentPort, workerData } from 'node:worker_threads';

/**
 * The viewer of `pnpm bench:abuse`, run in a worker thread of its own so that the flooding
 * client's busy event loop does not add to the latencies it measures: it asks favorites, then the
 * segment, in turn, until told to stop, then posts both probes back.
 */
export interface Probe {
  latencies: number[];
  failures: number;
}

export interface ViewerData {
  url: string;
  token: string;
  segment: string;
}

async function timed(probe: Probe, request: () => Promise<Response>): Promise<void> {
  const started = performance.now();
  try {
    const response = await request();
    await response.arrayBuffer();
    if (!response.ok) probe.failures++;
  } catch {
    probe.failures++;
  }
  probe.latencies.push(performance.now() - started);
}

async function probe(port: NonNullable<typeof parentPort>, { url, token, segment }: ViewerData): Promise<void> {
  const favorites: Probe = { latencies: [], failures: 0 };
  const hls: Probe = { latencies: [], failures: 0 };
  let probing = true;
  port.once('message', () => (probing = false));
  while (probing) {
    await timed(favorites, () => fetch(`${url}/api/favorites`, { headers: { authorization: `Bearer ${token}` } }));
    await timed(hls, () => fetch(`${url}${segment}`));
  }
  port.postMessage({ favorites, hls });
}

if (parentPort) void probe(parentPort, workerData as ViewerData);

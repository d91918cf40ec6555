// The load generator of `loadGet` (support.ts), on its own thread: the client's fetch and
// parsing then do not share the server's event loop, so a latency is the server's and the
// network's, as a browser on another machine would see it. Plain JavaScript: no loader needed.
import { performance } from "node:perf_hooks";
import { parentPort, workerData } from "node:worker_threads";

const { url, headers, concurrency, seconds } = workerData;
// One URL, or one per server process: client `i` calls the `i`-th, round the list.
const urls = [url].flat();
const latencies = [];
const end = performance.now() + seconds * 1000;
const start = performance.now();
let failure = null;
await Promise.all(
  Array.from({ length: concurrency }, async (_, i) => {
    while (performance.now() < end && !failure) {
      const t0 = performance.now();
      const res = await fetch(urls[i % urls.length], { headers });
      await res.arrayBuffer();
      if (!res.ok) failure = `HTTP ${res.status}`;
      latencies.push(performance.now() - t0);
    }
  }),
);
parentPort.postMessage({ latencies, elapsedMs: performance.now() - start, failure });

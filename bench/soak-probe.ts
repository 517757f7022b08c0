/**
 * Preloaded into the server process by bench/soak.ts (`--import`): prints the process's memory once a second
 * on stdout, one `SOAK_MEMORY {...}` line each, so the soak can sample the server without touching its code.
 */
const timer = setInterval(() => {
  const m = process.memoryUsage();
  process.stdout.write(`SOAK_MEMORY ${JSON.stringify({ at: Date.now(), rss: m.rss, heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external })}\n`);
}, 1000);
timer.unref();

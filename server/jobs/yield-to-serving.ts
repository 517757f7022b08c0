import { setTimeout } from 'node:timers/promises';

/**
 * Lets the event loop take the connections, queries and answers that wait before background work goes on, and keeps
 * that work to about half of the thread. On the embedded database every query runs on this thread and resolves through
 * promises alone, so a loop of queries never gives the loop's I/O phase a turn: without a pause, start-up work over
 * 100,000 listings held every request for minutes; with only a turn between batches, the loop's next statement was
 * always queued before a request's second one (docs/decisions/0077-background-work-yields-to-serving.md).
 */
export function servingPacer(): () => Promise<void> {
  let since = performance.now();
  return async () => {
    // As long idle as the last batch was busy, so queued requests run their queries between two batches.
    await setTimeout(Math.max(1, performance.now() - since));
    since = performance.now();
  };
}

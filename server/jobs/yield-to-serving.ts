import { setImmediate } from 'node:timers/promises';

/**
 * Lets the event loop take the connections and answers that wait, before background work goes on. On the embedded
 * database every query runs on this thread and resolves through promises alone, so a loop of queries never gives the
 * loop's I/O phase a turn: without this, start-up work over 100,000 listings held every request for minutes
 * (docs/decisions/0077-background-work-yields-to-serving.md).
 */
export function yieldToServing(): Promise<void> {
  return setImmediate();
}

import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';

/**
 * For the routes of `app`: work that starts after the answer has gone, and a turn of the event loop later (the
 * embedded database runs a query's first part at once, which would otherwise hold up the delivery of the answer in
 * the same process). A failure is logged; closing the app waits for the work still running.
 */
export function afterAnswer(app: FastifyInstance): (reply: FastifyReply, log: FastifyBaseLogger, what: string, work: () => Promise<void>) => void {
  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.all(running);
  });
  return (reply, log, what, work) => {
    reply.raw.once('finish', () => {
      const job = new Promise<void>((resolve) => setImmediate(resolve)).then(work).catch((err: unknown) => log.error({ err }, what));
      running.add(job);
      void job.finally(() => running.delete(job));
    });
  };
}

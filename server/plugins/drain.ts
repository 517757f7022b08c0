import type { FastifyInstance } from 'fastify';

/**
 * During shutdown, answers in flight finish but their keep-alive sockets must not hold the process
 * open for the keep-alive timeout: once close() starts, every response says `Connection: close`.
 */
export function registerDrain(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}

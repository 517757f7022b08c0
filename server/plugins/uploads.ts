import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { PHOTO_CACHE_CONTROL, type Storage } from '../services/storage.ts';

/** Photos on this machine under /uploads/: a file's name never changes its content, so caches keep it for a year. */
export async function registerUploads(app: FastifyInstance, storage: Storage) {
  if (!storage.localRoot) return;
  await app.register(fastifyStatic, {
    root: storage.localRoot,
    prefix: '/uploads/',
    // The client's static plugin decorates the reply; a second registration must not.
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    setHeaders: (reply) => {
      reply.header('Cache-Control', PHOTO_CACHE_CONTROL);
      // Listing photos are public: a client served from another origin (CORS_ORIGINS) may show them.
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    },
  });
}

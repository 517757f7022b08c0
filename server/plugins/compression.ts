import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses API answers and index.html for clients that accept it (brotli at the plugin's quality 4, or gzip):
 * a page of listings is about a fifth of its size, which counts on a train's mobile network. The built assets
 * already have .br/.gz copies (scripts/vite-precompress.ts) that @fastify/static sends as they are; answers under
 * 1 KB go as they are. Registered before the routes: it hooks every route added after it.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, { threshold: 1024 });
}

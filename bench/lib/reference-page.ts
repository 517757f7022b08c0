import { createServer, type Server } from 'node:http';
import { freePort } from './processes.ts';

export interface ReferencePage {
  url: string;
  stop(): Promise<void>;
}

/**
 * A fixed yardstick measured in the same run as the app: the server-rendered `/properties` with every script (and
 * module preload) removed, served by the bench, its styles, fonts and photos fetched from the app. It runs no
 * JavaScript, so its figures move only with the machine: dividing a page's figures by the reference's makes
 * two machines' (or two hours') figures comparable.
 */
export async function startReferencePage(appUrl: string): Promise<ReferencePage> {
  const res = await fetch(`${appUrl}/properties`);
  if (!res.ok) throw new Error(`the reference page's source, ${appUrl}/properties, answered ${res.status}`);
  const html = (await res.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link rel="modulepreload"[^>]*>/g, '');
  const port = await freePort();
  const server: Server = createServer((req, reply) => {
    if (req.url === '/' || req.url === '/reference') {
      reply.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      reply.end(html);
      return;
    }
    // Everything else (CSS, fonts, photos) from the app, as the page itself would load it.
    fetch(`${appUrl}${req.url ?? '/'}`)
      .then(async (upstream) => {
        const type = upstream.headers.get('content-type');
        reply.writeHead(upstream.status, type ? { 'content-type': type } : {});
        reply.end(Buffer.from(await upstream.arrayBuffer()));
      })
      .catch(() => {
        reply.writeHead(502);
        reply.end();
      });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/reference`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SERVER_RENDER_DIR } from '../build-client.ts';
import { requestLang } from './reader-lang.ts';

type RenderModule = typeof import('../../src/app/server-render/render-page.tsx');

/** The whole HTML document of an app page, or undefined when the page is left to the browser (the plain shell). */
export type PageRenderer = (request: FastifyRequest) => Promise<string | undefined>;

/** An API call the page needs answered with something other than 200 (a bad filter, a missing listing): the browser shows that itself. */
class ApiRefused extends Error {}

const ROOT_ELEMENT = '<div id="root"></div>';
// React 19 puts the preloads of eager images first in its output; they belong in <head>, where the browser finds them soonest.
const LEADING_LINKS = /^(?:<link [^>]*\/>)+/;

/**
 * `template` with its first `marker` replaced by `content`, taken literally. The page holds user text (a title, the
 * search box), and String.replace with a string would read `$\``, `$'` and `$&` in it as copies of the template.
 */
function spliceAt(template: string, marker: string, content: string): string {
  const at = template.indexOf(marker);
  if (at < 0) throw new Error(`the page template has no ${marker}`);
  return template.slice(0, at) + content + template.slice(at + marker.length);
}

/**
 * Renders app pages on the server from the build's page renderer (src/app/server-render), so the first paint of `/`,
 * `/properties` and a listing needs no JavaScript. Each page's data comes from the API itself (`app.inject` with the
 * request's cookie), so the HTML holds exactly what the browser's own calls would return. Undefined without a server build.
 */
export async function loadPageRenderer(app: FastifyInstance, clientDir: string): Promise<PageRenderer | undefined> {
  const entry = join(clientDir, SERVER_RENDER_DIR, 'render-page.mjs');
  if (!existsSync(entry)) return undefined;
  const render: RenderModule = await import(pathToFileURL(entry).href);
  // With the page already in the HTML, its photos and styles come first on a slow network; the code that makes it
  // interactive follows (low priority also keeps the scripts from counting as render-blocking).
  const template = readFileSync(join(clientDir, 'index.html'), 'utf8').replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`${clientDir}/index.html has no ${ROOT_ELEMENT}`);

  return async (request) => {
    const getJson = async <T>(path: string): Promise<T> => {
      const res = await app.inject({ method: 'GET', url: path, headers: request.headers.cookie ? { cookie: request.headers.cookie } : {} });
      if (res.statusCode !== 200) throw new ApiRefused(`${path}: ${res.statusCode}`);
      return res.json();
    };
    try {
      const lang = requestLang(request);
      const page = await render.renderPage(`http://localhost${request.url}`, getJson, lang);
      if (!page) return undefined;
      const links = page.html.match(LEADING_LINKS)?.[0] ?? '';
      const root = `<div id="root">${page.html.slice(links.length)}</div><script type="application/json" id="${render.SERVER_STATE_ID}">${page.state}</script>`;
      // `lang` is one of three fixed words (never the cookie's own text): the browser hydrates in the language named here.
      const html = spliceAt(template, '<html lang="en">', `<html lang="${lang}">`);
      return spliceAt(spliceAt(html, '</head>', `${links}</head>`), ROOT_ELEMENT, root);
    } catch (err) {
      // The plain shell still works: the browser renders the page itself, as it does offline.
      if (!(err instanceof ApiRefused)) request.log.error({ err }, 'server render failed; sent the app shell');
      return undefined;
    }
  };
}

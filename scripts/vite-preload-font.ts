import type { Plugin } from 'vite';

/**
 * Adds `<link rel="preload" as="font">` for the built font file whose name matches `file`. With `font-display:
 * optional` (src/fonts.css) the font is used on a first visit only if it arrives within about 100 ms of the first
 * layout; fetched beside the stylesheet instead of after it, it usually does, and the text paints once.
 */
export function preloadFont(file: RegExp): Plugin {
  return {
    name: 'mumbai-homes:preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const built = Object.keys(ctx.bundle ?? {}).find((name) => file.test(name));
        if (!built) throw new Error(`No built file matches ${file}`);
        return [{ tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: `/${built}` }, injectTo: 'head' }];
      },
    },
  };
}

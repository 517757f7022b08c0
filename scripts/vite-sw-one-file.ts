import type { Plugin } from 'vite';

/**
 * vite-plugin-pwa 2.0.0 builds the service worker as one file with Rollup's `output.inlineDynamicImports: true`,
 * which Rolldown (Vite 8) still honours but warns about on every build. This says the same in Rolldown's words,
 * `codeSplitting: false`, before the worker's build reads its options: the output is unchanged, the warning goes.
 */
export function serviceWorkerInOneFile(): Plugin {
  return {
    name: 'mumbai-homes:service-worker-in-one-file',
    apply: 'build',
    config(config) {
      const build = config.build;
      const options = build?.rolldownOptions ?? build?.rollupOptions;
      if (!build || !options) return;
      const outputs = Array.isArray(options.output) ? options.output : options.output ? [options.output] : [];
      for (const output of outputs) {
        if (output.inlineDynamicImports === undefined) continue;
        output.codeSplitting = !output.inlineDynamicImports;
        delete output.inlineDynamicImports;
      }
    },
  };
}

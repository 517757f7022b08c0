declare global {
  interface ImportMetaEnv {
    /** Set by vite.config.ts at build time: a new build never reads a cache an older one wrote. */
    readonly VITE_BUILD_ID?: string;
  }
}

export const BUILD_ID: string = import.meta.env.VITE_BUILD_ID ?? 'dev';

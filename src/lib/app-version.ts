/** The build this page runs: vite.config.ts bakes it in (VITE_APP_VERSION, else package.json's version). */
export const APP_VERSION: string = import.meta.env.VITE_APP_VERSION ?? 'dev';

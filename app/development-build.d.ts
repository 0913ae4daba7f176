/**
 * True in every development build, false in the production (deploy) build: a literal Vite puts in
 * at build time (build-target.ts, `define` in vite.config.ts and vitest.workers.config.ts), so the
 * production build leaves out whatever only development needs.
 */
declare const __DEVELOPMENT_BUILD__: boolean;

/**
 * Which build this is, read by the build's own configuration (vite.config.ts, app/routes.ts), never
 * by the app at run time. The production build is the deploy build, `CLOUDFLARE_ENV=production
 * react-router build` (`npm run deploy`); every other build (`npm run build` for `npm start` and
 * the end-to-end server, `npm run dev`, the vitest integration pool) is a development build and
 * carries the development routes (/dev/*) and the local checkout.
 */
export function isProductionBuild(env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  return env.CLOUDFLARE_ENV === "production";
}

/**
 * Vite's `define` for the app: `__DEVELOPMENT_BUILD__` is a literal at build time, so the
 * production build drops what sits behind it (the local checkout's lazy import) with its chunk.
 */
export function buildDefines(env: Readonly<Record<string, string | undefined>> = process.env): Record<string, string> {
  return { __DEVELOPMENT_BUILD__: JSON.stringify(!isProductionBuild(env)) };
}

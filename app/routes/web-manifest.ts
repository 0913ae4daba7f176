import { data } from "react-router";
import type { Route } from "./+types/web-manifest";
import { buildWebManifest, manifestLocale } from "../shell/web-manifest.ts";

/**
 * /manifest.de.webmanifest and /manifest.en.webmanifest. It changes only with a deploy; an hour's
 * cache lets an installed app, which checks its manifest on every start, pick up a change the same day.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = manifestLocale(new URL(request.url).pathname);
  if (!locale) throw data(null, { status: 404 });
  return new Response(JSON.stringify(buildWebManifest(locale)), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

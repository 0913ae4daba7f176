import type { Route } from "./+types/sitemap.xml";
import { appContext } from "../context.server.ts";
import { buildSitemap } from "../content/sitemap.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { env } = context.get(appContext);
  return new Response(buildSitemap(env.SITE_ORIGIN), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

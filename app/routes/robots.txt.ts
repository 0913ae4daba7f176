import type { Route } from "./+types/robots.txt";
import { appContext } from "../context.server.ts";
import { buildRobots } from "../content/sitemap.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { env } = context.get(appContext);
  return new Response(buildRobots(env.SITE_ORIGIN, env.ENVIRONMENT === "production"), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

import type { Route } from "./+types/api.ip-address";
import { apiJson, clientIp } from "../lib/http/api.server.ts";

/** GET /api/ip-address (SPEC §7): the visitor's public address as the edge sees it. */
export async function loader({ request }: Route.LoaderArgs) {
  const ip = clientIp(request);
  return apiJson({ ipAddress: ip === "local" ? "127.0.0.1" : ip });
}

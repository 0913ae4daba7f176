import type { Route } from "./+types/api.ip-address";
import { apiJson, clientIp } from "../lib/http/api.server.ts";
import { methodNotAllowed } from "../middleware/api-request.server.ts";

/** GET /api/ip-address (SPEC §7): the visitor's public address as the edge sees it. */
export async function loader({ request }: Route.LoaderArgs) {
  const ip = clientIp(request);
  return apiJson({ ipAddress: ip === "local" ? "127.0.0.1" : ip });
}

// Without an action, React Router answers a POST with 405 and its own "Unexpected Server Error" body.
export const action = methodNotAllowed;

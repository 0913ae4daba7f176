import type { Route } from "./+types/api.not-found";
import { apiError } from "../lib/http/api.server.ts";
import { apiT } from "../middleware/api-request.server.ts";

/** Unknown /api/* paths answer JSON, not the HTML not-found page. */
export async function loader({ context }: Route.LoaderArgs) {
  return apiError(404, apiT(context)("api.notFound"));
}

export async function action({ context }: Route.ActionArgs) {
  return apiError(404, apiT(context)("api.notFound"));
}

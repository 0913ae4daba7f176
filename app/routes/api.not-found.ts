import type { Route } from "./+types/api.not-found";
import { apiError } from "../lib/http/api.server.ts";
import { apiT } from "../middleware/api-request.server.ts";

/** Unknown /api/* paths answer JSON, not the HTML not-found page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return apiError(404, apiT(request, context)("api.notFound"));
}

export async function action({ request, context }: Route.ActionArgs) {
  return apiError(404, apiT(request, context)("api.notFound"));
}

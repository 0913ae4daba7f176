import type { Route } from "./+types/api.logout";
import { apiJson } from "../lib/http/api.server.ts";
import { apiRequest, methodNotAllowed } from "../middleware/api-request.server.ts";
import { endSession } from "../accounts/account-actions.server.ts";
import { AUTH_COOKIE, clearCookies, EMAIL_SENT_COOKIE, LOGIN_TOKEN_COOKIE } from "../accounts/request-session.server.ts";

/** DELETE /api/logout (SPEC §7): revokes the session on the server; the cookies go in every case. */
export async function action({ request, context }: Route.ActionArgs) {
  const { t, db, now } = apiRequest({ request, context }, "DELETE");
  const headers = new Headers();
  for (const c of clearCookies([AUTH_COOKIE, LOGIN_TOKEN_COOKIE, EMAIL_SENT_COOKIE])) headers.append("Set-Cookie", c);
  const revoked = await endSession(db, request, now);
  if (!revoked) {
    return apiJson({ success: false, message: t("auth.notAuthenticated"), errors: {} }, 401, headers);
  }
  return apiJson({ success: true, message: t("auth.loggedOut") }, 200, headers);
}

export const loader = methodNotAllowed;

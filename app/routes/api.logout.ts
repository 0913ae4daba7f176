import { z } from "zod";
import { apiJson } from "../lib/http/api.server.ts";
import { apiCall, methodNotAllowed } from "../middleware/api-request.server.ts";
import { endSession } from "../accounts/logout.server.ts";
import { AUTH_COOKIE, clearCookies, EMAIL_SENT_COOKIE, LOGIN_TOKEN_COOKIE } from "../accounts/request-session.server.ts";

/** The cookies go in every case, revoked or not. */
function cleared(): Headers {
  const headers = new Headers();
  for (const c of clearCookies([AUTH_COOKIE, LOGIN_TOKEN_COOKIE, EMAIL_SENT_COOKIE])) headers.append("Set-Cookie", c);
  return headers;
}

/** DELETE /api/logout (SPEC §7): revokes the session on the server; the cookies go in every case. */
export const action = apiCall({
  method: "DELETE",
  schema: z.object({}),
  input: () => ({}),
  storage: null,
  run: async ({ db, request, now }) =>
    (await endSession(db, request, now)) ? { kind: "revoked" as const } : { kind: "no-session" as const },
  answers: {
    revoked: (_, { t }) => apiJson({ success: true, message: t("auth.loggedOut") }, 200, cleared()),
    "no-session": (_, { t }) => apiJson({ success: false, message: t("auth.notAuthenticated"), errors: {} }, 401, cleared()),
  },
});

export const loader = methodNotAllowed;

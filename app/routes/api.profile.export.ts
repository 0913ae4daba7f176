import { z } from "zod";
import { berlinDate } from "../lib/dates/berlin-time.ts";
import { apiError } from "../lib/http/api.server.ts";
import { accountExport } from "../accounts/own-data.server.ts";
import { apiUserCall, methodNotAllowed } from "../middleware/api-request.server.ts";

/**
 * GET /api/profile/export (auth): everything stored about the player as a JSON file to keep
 * (GDPR Art. 15 and 20). The profile page links here; the session cookie authorises it.
 */
export const loader = apiUserCall({
  method: "GET",
  schema: z.object({}),
  storage: "account export",
  run: async ({ db, env, now, auth }) => {
    const document = await accountExport(db, auth, env.SITE_ORIGIN, now);
    return document ? { kind: "exported" as const, document } : { kind: "gone" as const };
  },
  answers: {
    // A file to keep, pretty-printed, rather than an API answer.
    exported: ({ document }, { now }) =>
      new Response(JSON.stringify(document, null, 2), {
        headers: {
          "Content-Type": "application/json; charset=utf-8",
          "Content-Disposition": `attachment; filename="sudoku-oase-${berlinDate(now)}.json"`,
          "Cache-Control": "no-store",
        },
      }),
    gone: (_, { t }) => apiError(401, t("auth.notAuthenticated")),
  },
});

export const action = methodNotAllowed;

import type { Route } from "./+types/api.profile.export";
import { appContext } from "../context.server.ts";
import { berlinDate } from "../lib/dates/berlin-time.ts";
import { apiError } from "../lib/http/api.server.ts";
import { accountExport } from "../accounts/own-data.server.ts";
import { apiUser, methodNotAllowed, withStorage } from "../middleware/api-request.server.ts";

/**
 * GET /api/profile/export (auth): everything stored about the player as a JSON file to keep
 * (GDPR Art. 15 and 20). The profile page links here; the session cookie authorises it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { t, db, now, auth } = await apiUser({ request, context }, "GET");
  const { env } = context.get(appContext);
  return withStorage(t, "account export", async () => {
    const document = await accountExport(db, auth, env.SITE_ORIGIN, now);
    if (!document) return apiError(401, t("auth.notAuthenticated"));
    return new Response(JSON.stringify(document, null, 2), {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="sudoku-oase-${berlinDate(now)}.json"`,
        "Cache-Control": "no-store",
      },
    });
  });
}

export const action = methodNotAllowed;

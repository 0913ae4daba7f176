import type { Route } from "./+types/api.counter";
import { appContext } from "../context.server.ts";
import { COUNTER_COOKIE, COUNTER_COOKIE_MAX_AGE_S } from "../config/counter.ts";
import { formInput } from "../saves/save-requests.ts";
import { apiError, apiJson, formFields } from "../lib/http/api.server.ts";
import { serializeCookie } from "../lib/http/cookies.ts";
import { counterSchema } from "../counter/counter-schema.ts";
import { apiRequest, methodNotAllowed, withStorage } from "../middleware/api-request.server.ts";
import { pingCounter } from "../counter/counter.server.ts";

export const loader = methodNotAllowed;

/**
 * POST /api/counter: counterUUID (an id this server gave out, or "none") → online, today,
 * yesterday and the id to keep, which also comes back as a cookie for 2 hours.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { t, db, now } = apiRequest({ request, context }, "POST");
  const parsed = counterSchema.safeParse(formInput(await formFields(request), ["counterUUID"]));
  if (!parsed.success) {
    const message = t("api.invalidCounterId");
    return apiError(400, message, { counterUUID: [message] });
  }
  const { env, ctx } = context.get(appContext);
  return withStorage(t, "counter ping", async () => {
    const answer = await pingCounter({ db, kv: env.KV, now, waitUntil: (p) => ctx.waitUntil(p) }, parsed.data.counterUUID);
    const cookie = serializeCookie(COUNTER_COOKIE, answer.counterUUID, { maxAge: COUNTER_COOKIE_MAX_AGE_S });
    return apiJson(
      { success: true, online: answer.online, today: answer.today, yesterday: answer.yesterday, counterUUID: answer.counterUUID },
      200,
      { "Set-Cookie": cookie },
    );
  });
}

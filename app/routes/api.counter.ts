import { COUNTER_COOKIE, COUNTER_COOKIE_MAX_AGE_S } from "../config/counter.ts";
import { apiJson } from "../lib/http/api.server.ts";
import { serializeCookie } from "../lib/http/cookies.ts";
import { counterSchema } from "../counter/counter-schema.ts";
import { apiCall, methodNotAllowed } from "../middleware/api-request.server.ts";
import { pingCounter } from "../counter/counter.server.ts";

export const loader = methodNotAllowed;

/**
 * POST /api/counter: counterUUID (an id this server gave out, or "none") → online, today,
 * yesterday and the id to keep, which also comes back as a cookie for 2 hours.
 */
export const action = apiCall({
  method: "POST",
  schema: counterSchema,
  invalid: { message: "api.invalidCounterId", fallback: "api.invalidCounterId" },
  storage: "counter ping",
  run: async ({ db, env, ctx, now, input }) => ({
    kind: "counted" as const,
    ...(await pingCounter({ db, kv: env.KV, now, waitUntil: (p) => ctx.waitUntil(p) }, input.counterUUID)),
  }),
  answers: {
    counted: (answer) =>
      apiJson(
        { success: true, online: answer.online, today: answer.today, yesterday: answer.yesterday, counterUUID: answer.counterUUID },
        200,
        { "Set-Cookie": serializeCookie(COUNTER_COOKIE, answer.counterUUID, { maxAge: COUNTER_COOKIE_MAX_AGE_S }) },
      ),
  },
});

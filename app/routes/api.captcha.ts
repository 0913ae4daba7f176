import { z } from "zod";
import { apiJson } from "../lib/http/api.server.ts";
import { apiCall, methodNotAllowed } from "../middleware/api-request.server.ts";
import { issueCaptchaWithinLimit } from "../captcha/captcha-store.server.ts";

/**
 * GET /api/captcha?ipAddress= (SPEC §7): a new image captcha. The limit counts the address the
 * request really came from; the ipAddress parameter is what the page says about itself, so it
 * is only checked for shape.
 */
export const loader = apiCall({
  method: "GET",
  schema: z.object({
    ipAddress: z
      .string()
      .regex(/^[0-9a-fA-F.:]{2,45}$/, { error: "api.badRequest" })
      .optional(),
  }),
  storage: null,
  run: async ({ db, env, now, locale, client }) => {
    const captcha = await issueCaptchaWithinLimit(db, client.ip, { locale, development: env.ENVIRONMENT !== "production", now });
    return captcha.ok
      ? { kind: "issued" as const, svg: captcha.svg, key: captcha.key }
      : { kind: "rate-limited" as const, retryAfter: captcha.retryAfter };
  },
  answers: { issued: ({ svg, key }) => apiJson({ svg, key }) },
});

// Without an action, React Router answers a POST with 405 and its own "Unexpected Server Error" body.
export const action = methodNotAllowed;

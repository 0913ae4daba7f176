import type { Route } from "./+types/api.captcha";
import { appContext } from "../context.server.ts";
import { apiError, apiJson, clientIp, tooMany } from "../lib/http/api.server.ts";
import { apiT, methodNotAllowed } from "../middleware/api-request.server.ts";
import { issueCaptchaWithinLimit } from "../captcha/captcha-store.server.ts";

/**
 * GET /api/captcha?ipAddress= (SPEC §7): a new image captcha. The limit counts the address the
 * request really came from; the ipAddress parameter is what the page says about itself, so it
 * is only checked for shape.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env, now } = context.get(appContext);
  const t = apiT(context);
  const claimed = new URL(request.url).searchParams.get("ipAddress");
  if (claimed !== null && claimed !== "" && !/^[0-9a-fA-F.:]{2,45}$/.test(claimed)) {
    return apiError(400, t("api.badRequest"), { ipAddress: [t("api.badRequest")] });
  }
  const captcha = await issueCaptchaWithinLimit(db, clientIp(request), {
    locale: context.get(appContext).locale,
    development: env.ENVIRONMENT !== "production",
    now,
  });
  if (!captcha.ok) return tooMany(t, captcha.retryAfter);
  return apiJson({ svg: captcha.svg, key: captcha.key });
}

// Without an action, React Router answers a POST with 405 and its own "Unexpected Server Error" body.
export const action = methodNotAllowed;

import type { Route } from "./+types/dev.captchas.json";
import { appContext } from "../context.server.ts";
import { apiJson } from "../lib/http/api.server.ts";
import { assertDevelopment } from "../lib/security/dev-only.server.ts";
import { devCaptchas } from "../captcha/captcha-store.server.ts";

/** Development only: the latest captcha answers, so automated journeys can pass the real check. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env, now } = context.get(appContext);
  assertDevelopment(env, request);
  return apiJson({ captchas: await devCaptchas(db, now) });
}

import type { Route } from "./+types/dev.outbox.json";
import { appContext } from "../context.server.ts";
import { apiJson } from "../lib/http/api.server.ts";
import { assertDevelopment } from "../lib/security/dev-only.server.ts";
import { D1OutboxStore } from "../mail/outbox.server.ts";

const OUTBOX_LIMIT = 50;

/** Development only: the mails the local mailer caught, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env, db } = context.get(appContext);
  assertDevelopment(env, request);
  return apiJson({ messages: await new D1OutboxStore(db).list(OUTBOX_LIMIT) });
}

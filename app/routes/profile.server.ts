// The profile page: its data (profile, signed-in devices, a pending deletion) and its form posts
// (save the profile, sign out everywhere else, request/confirm/cancel deleting the account). The
// route adapts these; every post works without JavaScript.

import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import type { RouterContextProvider } from "react-router";
import type { Locale } from "../config/site-routes.ts";
import { appContext, requestFacts } from "../context.server.ts";
import { berlinDate } from "../lib/dates/berlin-time.ts";
import { readFormData } from "../lib/http/form-data.server.ts";
import { parseDevice } from "../lib/http/user-agent.ts";
import { missingProfileFields, profileSchema } from "../accounts/account-schema.ts";
import { liveSessions, revokeOtherSessions } from "../accounts/sessions.server.ts";
import { updateProfile } from "../accounts/users.server.ts";
import { cancelAccountDeletion, confirmAccountDeletion, deletionPending, requestAccountDeletion } from "../accounts/own-data.server.ts";
import { avatarFromField } from "../accounts/avatar-upload.server.ts";
import { AUTH_COOKIE, clearCookies, EMAIL_SENT_COOKIE, LOGIN_TOKEN_COOKIE } from "../accounts/request-session.server.ts";
import { requireSession } from "../middleware/request.server.ts";

export interface DeviceView {
  browser: string;
  system: string;
  /** Berlin dates (YYYY-MM-DD): when this device signed in, when it was last used. */
  since: string;
  lastUsed: string;
  current: boolean;
}

export async function profilePageData(request: Request, context: Readonly<RouterContextProvider>) {
  const session = await requestFacts(context).session();
  if (!session) return null;
  const { db, now } = context.get(appContext);
  const [sessions, deleting] = await Promise.all([liveSessions(db, session.user.id, now), deletionPending(db, session, now)]);
  const devices: DeviceView[] = sessions.map((s) => ({
    ...parseDevice(s.device),
    since: berlinDate(s.createdAt),
    lastUsed: berlinDate(s.lastUsedAt),
    current: s.tokenHash === session.tokenHash,
  }));
  return { name: session.user.name, info: session.user.info, devices, deletionPending: deleting };
}

export type ProfileActionData =
  | { intent: "profile"; result: SubmissionResult<string[]>; saved: boolean }
  | { intent: "signOutOthers"; signedOut: number }
  | { intent: "requestDeletion"; outcome: "code-sent" | "rate-limited" | "mail-failed"; minutes?: number }
  | { intent: "confirmDeletion"; outcome: "deleted" | "invalid" | "wrong" | "expired" | "exhausted" | "none" }
  | { intent: "cancelDeletion" };

export interface ProfileActionResult {
  body: ProfileActionData;
  status: number;
  headers?: Headers;
}

const INTENTS = new Set(["profile", "signOutOthers", "requestDeletion", "confirmDeletion", "cancelDeletion"]);

export async function profileAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  locale: Locale,
): Promise<ProfileActionResult> {
  const app = context.get(appContext);
  const { db, now } = app;
  const session = await requireSession(context);
  const formData = await readFormData(request);
  const rawIntent = formData.get("intent");
  const intent = typeof rawIntent === "string" && INTENTS.has(rawIntent) ? rawIntent : "profile";

  switch (intent) {
    case "signOutOthers": {
      const signedOut = await revokeOtherSessions(db, session.user.id, session.tokenHash, now);
      return { body: { intent, signedOut }, status: 200 };
    }
    case "requestDeletion": {
      const outcome = await requestAccountDeletion(app, session, locale, now);
      if (outcome.kind === "rate-limited") {
        return { body: { intent, outcome: outcome.kind, minutes: Math.max(1, Math.ceil(outcome.retryAfter / 60)) }, status: 429 };
      }
      return { body: { intent, outcome: outcome.kind }, status: outcome.kind === "mail-failed" ? 503 : 200 };
    }
    case "confirmDeletion": {
      const outcome = await confirmAccountDeletion(db, session, formData.get("code"), now);
      if (outcome.kind === "deleted") {
        const headers = new Headers();
        for (const c of clearCookies([AUTH_COOKIE, LOGIN_TOKEN_COOKIE, EMAIL_SENT_COOKIE])) headers.append("Set-Cookie", c);
        return { body: { intent, outcome: "deleted" }, status: 200, headers };
      }
      return { body: { intent, outcome: outcome.reason }, status: outcome.reason === "invalid" ? 400 : 403 };
    }
    case "cancelDeletion":
      await cancelAccountDeletion(db, session);
      return { body: { intent }, status: 200 };
    default:
      return saveProfile(db, session.user.id, formData, now);
  }
}

async function saveProfile(
  db: Parameters<typeof updateProfile>[0],
  userId: number,
  formData: FormData,
  now: Date,
): Promise<ProfileActionResult> {
  const submission = parseWithZod(formData, { schema: profileSchema });
  const missing = missingProfileFields(Object.fromEntries(formData));
  const avatar = formData.get("removeAvatar") === "1" ? null : await avatarFromField(formData.get("userAvatar") ?? undefined);
  const avatarError = avatar === "type" ? "validation.avatarType" : avatar === "size" ? "validation.avatarSize" : null;
  if (submission.status !== "success" || missing.length > 0 || avatarError) {
    const fieldErrors: Record<string, string[]> = Object.fromEntries(missing.map((name) => [name, ["validation.required"]]));
    if (avatarError) fieldErrors.userAvatar = [avatarError];
    const result = submission.reply({ fieldErrors });
    return { body: { intent: "profile", result, saved: false }, status: 400 };
  }
  await updateProfile(
    db,
    userId,
    {
      name: submission.value.userName,
      info: submission.value.userInfo,
      avatar: avatar === "type" || avatar === "size" ? undefined : avatar,
    },
    now,
  );
  return { body: { intent: "profile", result: submission.reply(), saved: true }, status: 200 };
}

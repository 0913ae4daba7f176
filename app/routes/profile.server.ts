// The profile page: its data (profile, signed-in devices, a pending deletion) and its form posts
// (save the profile, sign out everywhere else, request/confirm/cancel deleting the account). The
// route adapts these; every post works without JavaScript.

import type { SubmissionResult } from "@conform-to/react";
import type { RouterContextProvider } from "react-router";
import { appContext, requestFacts } from "../context.server.ts";
import { berlinDate } from "../lib/dates/berlin-time.ts";
import { parseDevice } from "../lib/http/user-agent.ts";
import { missingProfileFields, profileSchema } from "../accounts/account-schema.ts";
import { liveSessions, revokeOtherSessions } from "../accounts/sessions.server.ts";
import { updateProfile } from "../accounts/users.server.ts";
import { cancelAccountDeletion, confirmAccountDeletion, deletionPending, requestAccountDeletion } from "../accounts/own-data.server.ts";
import { avatarFromField } from "../accounts/avatar-upload.server.ts";
import { AUTH_COOKIE, clearCookies, EMAIL_SENT_COOKIE, LOGIN_TOKEN_COOKIE } from "../accounts/request-session.server.ts";
import { formIntents, formUserCall, NO_FIELDS, type FormReply, type FormSubmission } from "../middleware/form-request.server.ts";

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

const reply = (body: ProfileActionData, status: number, headers?: Headers): FormReply<ProfileActionData> => ({ body, status, headers });

/** What the profile form carries beyond its schema: both text fields, and an avatar that is an image. */
async function profileExtras(form: FormData) {
  const missing = missingProfileFields(Object.fromEntries(form));
  const avatar = form.get("removeAvatar") === "1" ? null : await avatarFromField(form.get("userAvatar") ?? undefined);
  const avatarError = avatar === "type" ? "validation.avatarType" : avatar === "size" ? "validation.avatarSize" : null;
  const fieldErrors: Record<string, string[]> = Object.fromEntries(missing.map((name) => [name, ["validation.required"]]));
  if (avatarError) fieldErrors.userAvatar = [avatarError];
  return {
    avatar: avatar === "type" || avatar === "size" ? undefined : avatar,
    fieldErrors,
    refused: missing.length > 0 || avatarError !== null,
  };
}

const refusedProfile = (submission: FormSubmission<unknown>, fieldErrors: Record<string, string[]>) =>
  reply({ intent: "profile", result: submission.reply({ fieldErrors }), saved: false }, 400);

/** Every post needs the signed-in player (401 otherwise); `intent` names the form, the profile by default. */
export const profileAction = formIntents("profile", {
  profile: formUserCall({
    schema: profileSchema,
    invalid: async (submission, { form }) => refusedProfile(submission, (await profileExtras(form)).fieldErrors),
    run: async ({ db, auth, input, form, now }) => {
      const { avatar, fieldErrors, refused } = await profileExtras(form);
      if (refused) return { kind: "refused", fieldErrors } as const;
      await updateProfile(db, auth.user.id, { name: input.userName, info: input.userInfo, avatar }, now);
      return { kind: "saved" } as const;
    },
    answers: {
      refused: ({ fieldErrors }, { submission }) => refusedProfile(submission, fieldErrors),
      saved: (_, { submission }) => reply({ intent: "profile", result: submission.reply(), saved: true }, 200),
    },
  }),
  signOutOthers: formUserCall({
    schema: NO_FIELDS,
    run: async ({ db, auth, now }) =>
      ({ kind: "done", signedOut: await revokeOtherSessions(db, auth.user.id, auth.tokenHash, now) }) as const,
    answers: { done: ({ signedOut }) => reply({ intent: "signOutOthers", signedOut }, 200) },
  }),
  requestDeletion: formUserCall({
    schema: NO_FIELDS,
    run: (call) => requestAccountDeletion(call, call.auth, call.locale, call.now),
    answers: {
      "code-sent": () => reply({ intent: "requestDeletion", outcome: "code-sent" }, 200),
      "rate-limited": ({ retryAfter }) =>
        reply({ intent: "requestDeletion", outcome: "rate-limited", minutes: Math.max(1, Math.ceil(retryAfter / 60)) }, 429),
      "mail-failed": () => reply({ intent: "requestDeletion", outcome: "mail-failed" }, 503),
    },
  }),
  confirmDeletion: formUserCall({
    // The code is the deletion flow's to read (normalizeCode), as the JSON call hands it over.
    schema: NO_FIELDS,
    run: ({ db, auth, form, now }) => confirmAccountDeletion(db, auth, form.get("code"), now),
    answers: {
      deleted: () => {
        const headers = new Headers();
        for (const c of clearCookies([AUTH_COOKIE, LOGIN_TOKEN_COOKIE, EMAIL_SENT_COOKIE])) headers.append("Set-Cookie", c);
        return reply({ intent: "confirmDeletion", outcome: "deleted" }, 200, headers);
      },
      "code-failed": ({ reason }) => reply({ intent: "confirmDeletion", outcome: reason }, reason === "invalid" ? 400 : 403),
    },
  }),
  cancelDeletion: formUserCall({
    schema: NO_FIELDS,
    run: async ({ db, auth }) => {
      await cancelAccountDeletion(db, auth);
      return { kind: "cancelled" } as const;
    },
    answers: { cancelled: () => reply({ intent: "cancelDeletion" }, 200) },
  }),
});

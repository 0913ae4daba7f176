import type { Route } from "./+types/api.profile";
import { apiError, apiJson, formFields, localizeErrors } from "../lib/http/api.server.ts";
import { z } from "zod";
import { AVATAR_BODY_LIMIT_BYTES, type BodyLimitHandle } from "../lib/http/body-limits.ts";
import { apiUser, apiUserCall } from "../middleware/api-request.server.ts";
import { avatarFromField } from "../accounts/avatar-upload.server.ts";
import { bytesToDataUrl } from "../accounts/avatar.ts";
import { missingProfileFields, profileSchema } from "../accounts/account-schema.ts";
import { fieldErrors } from "../lib/http/field-errors.ts";
import type { UserRow } from "../accounts/sessions.server.ts";
import { avatarBytes, updateProfile } from "../accounts/users.server.ts";

// The avatar (a file or a data URL of up to 200 KB) needs more room than a form usually takes.
export const handle = { bodyLimit: AVATAR_BODY_LIMIT_BYTES } satisfies BodyLimitHandle;

/** SPEC §3 Profile: only these fields leave the server. */
export function profileJson(user: Omit<UserRow, "avatar"> & { avatar: Uint8Array | null }) {
  return {
    userId: user.id,
    userName: user.name,
    userInfo: user.info,
    userAvatar: user.avatar && user.avatarType ? bytesToDataUrl(new Uint8Array(user.avatar), user.avatarType) : null,
    // Held as the end of the last ad-free Berlin day.
    userSupporter: user.supporterUntil ? `${user.supporterUntil}T23:59:59` : null,
    userDailySudokuAgreement: user.dailyTermsAcceptedAt !== null,
  };
}

/** GET /api/profile (auth). */
export const loader = apiUserCall({
  method: "GET",
  schema: z.object({}),
  storage: null,
  // The session holds no image bytes: the profile hands the avatar out, so it reads them here.
  run: async ({ auth, db }) => ({
    kind: "profile" as const,
    user: { ...auth.user, avatar: auth.user.avatarVersion ? await avatarBytes(db, auth.user.id) : null },
  }),
  answers: { profile: ({ user }) => apiJson({ success: true, ...profileJson(user) }) },
});

/** POST /api/profile (auth): userName, userInfo (both required, empty clears), userAvatar (data URL or file; "remove" deletes it). */
export async function action({ request, context }: Route.ActionArgs) {
  const { t, db, now, auth } = await apiUser({ request, context }, "POST");
  const fields = await formFields(request);
  const parsed = profileSchema.safeParse({
    userName: typeof fields.userName === "string" ? fields.userName : undefined,
    userInfo: typeof fields.userInfo === "string" ? fields.userInfo : undefined,
  });
  const errors = parsed.success ? {} : localizeErrors(t, fieldErrors(parsed.error));
  const missing = missingProfileFields(fields);
  for (const name of missing) errors[name] = [t("validation.required")];
  const avatar = await avatarFromField(fields.userAvatar);
  if (avatar === "type") errors.userAvatar = [t("validation.avatarType")];
  if (avatar === "size") errors.userAvatar = [t("validation.avatarSize")];
  if (!parsed.success || missing.length > 0 || avatar === "type" || avatar === "size") return apiError(400, t("api.badRequest"), errors);
  const user = await updateProfile(db, auth.user.id, { name: parsed.data.userName, info: parsed.data.userInfo, avatar }, now);
  return apiJson({ success: true, message: t("auth.profileSaved"), ...profileJson(user) });
}

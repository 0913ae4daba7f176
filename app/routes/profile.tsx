import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/profile";
import { resizeAvatar } from "../components/account/resize-avatar.ts";
import { AvatarIcon } from "../components/account/UserCard.tsx";
import { useUi } from "../components/shell/ui-context.tsx";
import { pathFor } from "../config/site-routes.ts";
import { profileAction, profilePageData } from "./profile.server.ts";
import { AccountData, type DeletionMessage } from "../components/account/AccountData.tsx";
import { DeviceList } from "../components/account/DeviceList.tsx";
import { FULL_TRANSLATION, useFullTranslation } from "../lib/i18n/i18n.tsx";
import { AVATAR_BODY_LIMIT_BYTES, type BodyLimitHandle } from "../lib/http/body-limits.ts";
import { pageMeta } from "../content/meta.ts";
import { useRootData } from "../shell/root-data.ts";
import { PROFILE_INFO_MAX, PROFILE_NAME_MAX, profileSchema } from "../accounts/account-schema.ts";
import { getInstance } from "../middleware/i18next.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const title = getInstance(context).t("account.profileTitle");
  return { title, profile: await profilePageData(request, context) };
}

export const action = (args: Route.ActionArgs) => profileAction(args);

/** What the deletion section says after a post. */
function deletionMessage(actionData: ReturnType<typeof useActionData<typeof action>>): DeletionMessage {
  if (actionData?.intent === "requestDeletion") {
    return actionData.outcome === "code-sent" ? "codeSent" : actionData.outcome === "rate-limited" ? "rateLimited" : "mailFailed";
  }
  if (actionData?.intent === "cancelDeletion") return "cancelled";
  if (actionData?.intent === "confirmDeletion" && actionData.outcome !== "deleted") {
    return actionData.outcome === "wrong" ? "wrong" : actionData.outcome === "invalid" ? "invalid" : "gone";
  }
  return null;
}

// The page reads texts the browser loads on demand: fetch them before hydrating.
// The avatar (a file or a data URL of up to 200 KB) needs more room than a form usually takes.
export const handle = { ...FULL_TRANSLATION, bodyLimit: AVATAR_BODY_LIMIT_BYTES } satisfies BodyLimitHandle;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta(loaderData?.title, undefined),
  { name: "robots", content: "noindex" },
];

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { t } = useFullTranslation();
  const { locale, user } = useRootData();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { showAlert } = useUi();
  const [avatarData, setAvatarData] = useState<string>("");
  const [preview, setPreview] = useState<string | null>(null);
  const [form, fields] = useForm({
    id: "profile-form",
    lastResult: actionData?.intent === "profile" ? actionData.result : undefined,
    defaultValue: { userName: loaderData.profile?.name ?? "", userInfo: loaderData.profile?.info ?? "" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileSchema }),
  });

  if (actionData?.intent === "confirmDeletion" && actionData.outcome === "deleted") {
    return (
      <section className="prose" aria-labelledby="profile-title">
        <h1 id="profile-title">{t("account.deleteTitle")}</h1>
        <p className="notice success" role="status">
          {t("account.deleteDone")}
        </p>
        <p>
          <a className="button" href={pathFor("home", locale)}>
            {t("notFound.home")}
          </a>
        </p>
      </section>
    );
  }

  if (!loaderData.profile) {
    return (
      <section className="prose" aria-labelledby="profile-title">
        <h1 id="profile-title">{t("account.profileTitle")}</h1>
        <p className="notice">{t("account.notAuthenticated")}</p>
        <p>{t("account.notAuthenticatedText")}</p>
        <p>
          <a className="button" href={pathFor("authentication", locale)}>
            {t("account.toLogin")}
          </a>
        </p>
      </section>
    );
  }

  const errorText = (errors?: string[]) => (errors?.length ? errors.map((e) => t(e as never)).join(" ") : null);
  const avatarErrors = (fields as Record<string, { errors?: string[] }>).userAvatar?.errors;
  const currentAvatar = preview ?? user?.avatar ?? null;
  return (
    <section className="prose profile-page" aria-labelledby="profile-title">
      <h1 id="profile-title">{t("account.profileTitle")}</h1>
      <p>{t("account.profileIntro")}</p>
      {actionData?.intent === "profile" && actionData.saved && navigation.state === "idle" ? (
        <p className="notice success" role="status">
          {t("auth.profileSaved")}
        </p>
      ) : null}
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="profile-form">
        <div className="field">
          <label htmlFor="profile-name">{t("account.profileName")}</label>
          <input
            {...getInputProps(fields.userName, { type: "text" })}
            id="profile-name"
            maxLength={PROFILE_NAME_MAX}
            autoComplete="nickname"
          />
          {errorText(fields.userName.errors) ? <p className="field-error">{errorText(fields.userName.errors)}</p> : null}
        </div>
        <div className="field">
          <label htmlFor="profile-info">{t("account.profileInfo")}</label>
          <textarea {...getTextareaProps(fields.userInfo)} id="profile-info" rows={3} maxLength={PROFILE_INFO_MAX} />
          {errorText(fields.userInfo.errors) ? <p className="field-error">{errorText(fields.userInfo.errors)}</p> : null}
        </div>
        <div className="field avatar-field">
          {currentAvatar ? (
            <img src={currentAvatar} alt={t("account.avatarAlt")} width={96} height={96} className="avatar large" />
          ) : (
            <AvatarIcon />
          )}
          <label htmlFor="profile-avatar">{t("account.profileAvatar")}</label>
          <input
            id="profile-avatar"
            type="file"
            name={avatarData ? undefined : "userAvatar"}
            accept="image/png,image/jpeg,image/webp"
            aria-describedby="profile-avatar-hint"
            onChange={async (e) => {
              const file = e.currentTarget.files?.[0];
              if (!file) return;
              try {
                const resized = await resizeAvatar(file);
                setAvatarData(resized);
                setPreview(resized);
              } catch (error) {
                console.error("avatar could not be read", error);
                setAvatarData("");
                showAlert({ text: t("validation.avatarType") });
              }
            }}
          />
          {avatarData ? <input type="hidden" name="userAvatar" value={avatarData} /> : null}
          <p id="profile-avatar-hint" className="field-hint">
            {t("account.profileAvatarHint")}
          </p>
          {errorText(avatarErrors) ? <p className="field-error">{errorText(avatarErrors)}</p> : null}
          {user?.avatar ? (
            <label className="checkbox">
              <input type="checkbox" name="removeAvatar" value="1" /> {t("account.profileAvatarRemove")}
            </label>
          ) : null}
        </div>
        <button type="submit" className="button primary" disabled={navigation.state !== "idle"}>
          {t("account.save")}
        </button>
      </Form>
      <DeviceList devices={loaderData.profile.devices} signedOut={actionData?.intent === "signOutOthers" ? actionData.signedOut : null} />
      <AccountData
        pending={loaderData.profile.deletionPending}
        message={deletionMessage(actionData)}
        minutes={actionData?.intent === "requestDeletion" ? actionData.minutes : undefined}
      />
    </section>
  );
}

import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useMemo } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/contact";
import { pathFor } from "../config/site-routes.ts";
import { pageMeta } from "../content/meta.ts";
import { createSectionT, FULL_TRANSLATION, useFullTranslation } from "../lib/i18n/i18n.tsx";
import { contactSchema } from "../contact/contact-schema.ts";
import { CONTACT_BODY_LIMIT_BYTES, type BodyLimitHandle } from "../lib/http/body-limits.ts";
import { contactPageAction, contactPageData } from "./contact.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  return contactPageData(request, context);
}

export const action = (args: Route.ActionArgs) => contactPageAction(args);

// The page reads texts the browser loads on demand: fetch them before hydrating.
// A message of up to 4,000 characters, form-encoded, needs more room than a form usually takes.
export const handle = { ...FULL_TRANSLATION, bodyLimit: CONTACT_BODY_LIMIT_BYTES } satisfies BodyLimitHandle;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.title, loaderData?.lead);

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { t } = useFullTranslation();
  const { locale, texts, limits } = loaderData;
  const ct = useMemo(() => createSectionT(locale, texts), [locale, texts]);
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "contact-form",
    lastResult: actionData && actionData.outcome !== "sent" ? actionData.result : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactSchema }),
  });
  const errorText = (errors?: string[]) => (errors?.length ? errors.map((e) => t(e as never)).join(" ") : null);
  const field = (name: "name" | "email" | "subject" | "message") => {
    const meta = fields[name];
    const error = errorText(meta.errors);
    const errorId = `contact-${name}-error`;
    const hintId = name === "message" ? "contact-message-hint" : undefined;
    const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(" ") || undefined;
    return (
      <div className="field">
        <label htmlFor={`contact-${name}`}>{ct(name)}</label>
        {name === "message" ? (
          <textarea {...getTextareaProps(meta)} id={`contact-${name}`} rows={8} maxLength={limits.message} aria-describedby={describedBy} />
        ) : (
          <input
            {...getInputProps(meta, { type: name === "email" ? "email" : "text" })}
            id={`contact-${name}`}
            maxLength={name === "name" ? limits.name : name === "subject" ? limits.subject : undefined}
            autoComplete={name === "name" ? "name" : name === "email" ? "email" : "off"}
            aria-describedby={describedBy}
          />
        )}
        {hintId ? (
          <p id={hintId} className="field-hint">
            {ct("messageHint", { max: limits.message.toLocaleString(locale === "en" ? "en-GB" : "de-DE") })}
          </p>
        ) : null}
        {error ? (
          <p id={errorId} className="field-error">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <article className="prose content-contact">
      <h1>{loaderData.title}</h1>
      <div dangerouslySetInnerHTML={{ __html: loaderData.intro }} />
      <section aria-labelledby="contact-form-heading" className="contact-form-section">
        <h2 id="contact-form-heading">{ct("formHeading")}</h2>
        {actionData?.outcome === "sent" ? (
          <>
            <p className="notice success" role="status" data-testid="contact-sent">
              {actionData.email ? ct("sent", { email: actionData.email }) : ct("sentAnonymous")}
            </p>
            <p>
              <a className="button" href={pathFor("contact", locale)}>
                {ct("another")}
              </a>
            </p>
          </>
        ) : (
          <Form method="post" {...getFormProps(form)} className="contact-form">
            <p>{ct("formIntro")}</p>
            {actionData?.outcome === "rate-limited" ? (
              <p className="notice error" role="alert">
                {t("auth.tooManyAttempts", { minutes: actionData.minutes })}
              </p>
            ) : null}
            {field("name")}
            {field("email")}
            {field("subject")}
            {field("message")}
            {/* The honeypot: off-screen and hidden from assistive technology; people never fill it. */}
            <div className="contact-honeypot" aria-hidden="true">
              <label htmlFor="contact-website">{ct("honeypot")}</label>
              <input id="contact-website" name={loaderData.honeypot} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
            </div>
            <p className="field-hint">
              {ct("privacy", { days: loaderData.retentionDays })} <a href={pathFor("privacy", locale)}>{ct("privacyLink")}</a>.
            </p>
            <button type="submit" className="button primary" disabled={navigation.state === "submitting"}>
              {navigation.state === "submitting" ? ct("sending") : ct("submit")}
            </button>
          </Form>
        )}
      </section>
      {loaderData.sections.map((html, i) => (
        <div key={i} dangerouslySetInnerHTML={{ __html: html }} />
      ))}
    </article>
  );
}

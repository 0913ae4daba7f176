// Transactional mails as plain text plus simple HTML. Inline styles only (mail clients drop
// <style> blocks), no images and no remote resources, so nothing can track opening the mail.

import { LOGIN_TOKEN_MAX_AGE_S } from "../config/constants.ts";
import type { MailLocale } from "./mailer.server.ts";

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const SITE_NAME = "Sudoku-Oase";
const CODE_VALID_MINUTES = Math.round(LOGIN_TOKEN_MAX_AGE_S / 60);

export function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

interface LoginCodeWording {
  subject: string;
  greeting: string;
  intro: string;
  howTo: string;
  validity: string;
  requestedFor: (email: string) => string;
  notYou: string;
  closing: string;
  signature: string;
}

const LOGIN_CODE_WORDING: Record<MailLocale, LoginCodeWording> = {
  de: {
    subject: `Dein Anmeldecode für die ${SITE_NAME}`,
    greeting: "Hallo,",
    intro: `hier ist dein Anmeldecode für die ${SITE_NAME}:`,
    howTo: "Gib ihn auf der Anmeldeseite ein, um die Anmeldung abzuschließen.",
    validity: `Der Code ist ${CODE_VALID_MINUTES} Minuten lang gültig und kann nur einmal verwendet werden. Gib ihn an niemanden weiter.`,
    requestedFor: (email) => `Angefordert wurde er für die E-Mail-Adresse ${email}.`,
    notYou:
      "Wenn du das nicht warst, kannst du diese E-Mail einfach ignorieren. Ohne den Code kann sich niemand anmelden und dein Passwort bleibt unverändert.",
    closing: "Viele Grüße",
    signature: `deine ${SITE_NAME}`,
  },
  en: {
    subject: `Your sign-in code for ${SITE_NAME}`,
    greeting: "Hello,",
    intro: `here is your sign-in code for ${SITE_NAME}:`,
    howTo: "Enter it on the sign-in page to complete signing in.",
    validity: `The code is valid for ${CODE_VALID_MINUTES} minutes and can be used only once. Do not share it with anyone.`,
    requestedFor: (email) => `It was requested for the e-mail address ${email}.`,
    notYou:
      "If this was not you, you can simply ignore this e-mail. Without the code nobody can sign in, and your password stays unchanged.",
    closing: "Best regards,",
    signature: `your ${SITE_NAME}`,
  },
};

const P = "margin:0 0 16px 0;font-size:16px;line-height:1.5;color:#1f2933;";
const SMALL = "margin:0 0 16px 0;font-size:14px;line-height:1.5;color:#52606d;";
const CODE =
  "margin:0 0 24px 0;padding:16px 0;font-family:'Courier New',Courier,monospace;font-size:32px;" +
  "font-weight:bold;letter-spacing:8px;text-align:center;color:#102a43;background:#f0f4f8;border-radius:8px;";

export function loginCodeMail(locale: MailLocale, code: string, email: string): MailContent {
  const w = LOGIN_CODE_WORDING[locale];
  const text = [
    w.greeting,
    "",
    w.intro,
    "",
    `    ${code}`,
    "",
    w.howTo,
    w.validity,
    "",
    `${w.requestedFor(email)} ${w.notYou}`,
    "",
    w.closing,
    w.signature,
    "",
  ].join("\n");

  const e = escapeHtml;
  const html =
    `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(w.subject)}</title></head>` +
    `<body style="margin:0;padding:24px;background:#ffffff;font-family:Arial,Helvetica,sans-serif;">` +
    `<div style="max-width:480px;margin:0 auto;">` +
    `<p style="${P}">${e(w.greeting)}</p>` +
    `<p style="${P}">${e(w.intro)}</p>` +
    `<p style="${CODE}">${e(code)}</p>` +
    `<p style="${P}">${e(w.howTo)} ${e(w.validity)}</p>` +
    `<p style="${SMALL}">${e(w.requestedFor(email))} ${e(w.notYou)}</p>` +
    `<p style="${P}">${e(w.closing)}<br>${e(w.signature)}</p>` +
    `</div></body></html>`;

  return { subject: w.subject, text, html };
}

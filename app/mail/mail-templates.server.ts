// Transactional mails as plain text plus simple HTML. Inline styles only (mail clients drop
// <style> blocks), no images and no remote resources, so nothing can track opening the mail.

import { formatEuros, formatMonth } from "../lib/format/locale-format.ts";
import { LOGIN_TOKEN_MAX_AGE_S } from "../config/constants.ts";
import { PRIZE_SHIPPING_WEEKS } from "../config/daily.ts";
import { SUPPORTER_VAT_PERCENT } from "../config/supporter.ts";
import { formatDate } from "../lib/dates/berlin-time.ts";
import { periodText } from "../supporter/period-text.ts";
import { resources } from "../locales/index.ts";
import type { MailLocale } from "../clients/mailer.server.ts";

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

/**
 * What the code will do, which the mail must say: a new address gets an account, an existing one
 * a new password. Someone who did not ask for it learns whether their password is at stake.
 */
export type LoginCodePurpose = "new-account" | "new-password";

interface LoginCodeWording {
  subject: string;
  greeting: string;
  intro: string;
  /** Per purpose: what entering the code does. */
  howTo: Record<LoginCodePurpose, string>;
  validity: string;
  requestedFor: (email: string) => string;
  /** Per purpose: what to do if the reader did not ask for the code. */
  notYou: Record<LoginCodePurpose, string>;
  closing: string;
  signature: string;
}

const LOGIN_CODE_WORDING: Record<MailLocale, LoginCodeWording> = {
  de: {
    subject: `Dein Anmeldecode für die ${SITE_NAME}`,
    greeting: "Hallo,",
    intro: `hier ist dein Anmeldecode für die ${SITE_NAME}:`,
    howTo: {
      "new-account":
        "Gib ihn auf der Anmeldeseite ein: Damit legst du dein Konto mit dem Passwort an, das du gerade gewählt hast, und bist gleich angemeldet.",
      "new-password":
        "Gib ihn auf der Anmeldeseite ein: Damit setzt du für dein Konto das neue Passwort, das du gerade gewählt hast, und bist gleich angemeldet. Dein bisheriges Passwort gilt danach nicht mehr.",
    },
    validity: `Der Code ist ${CODE_VALID_MINUTES} Minuten lang gültig und kann nur einmal verwendet werden. Gib ihn an niemanden weiter.`,
    requestedFor: (email) => `Angefordert wurde er für die E-Mail-Adresse ${email}.`,
    notYou: {
      "new-account":
        "Wenn du dich nicht bei uns registrieren wolltest, kannst du diese E-Mail einfach ignorieren: Ohne den Code wird kein Konto angelegt.",
      "new-password":
        "Wenn du kein neues Passwort angefordert hast, kannst du diese E-Mail einfach ignorieren: Dein Passwort bleibt unverändert, denn ohne den Code kann niemand ein neues setzen und sich damit anmelden.",
    },
    closing: "Viele Grüße",
    signature: `deine ${SITE_NAME}`,
  },
  en: {
    subject: `Your sign-in code for ${SITE_NAME}`,
    greeting: "Hello,",
    intro: `here is your sign-in code for ${SITE_NAME}:`,
    howTo: {
      "new-account": "Enter it on the sign-in page: it creates your account with the password you have just chosen and signs you in.",
      "new-password":
        "Enter it on the sign-in page: it sets the new password you have just chosen for your account and signs you in. Your previous password then no longer works.",
    },
    validity: `The code is valid for ${CODE_VALID_MINUTES} minutes and can be used only once. Do not share it with anyone.`,
    requestedFor: (email) => `It was requested for the e-mail address ${email}.`,
    notYou: {
      "new-account": "If you did not mean to sign up with us, simply ignore this e-mail: without the code no account is created.",
      "new-password":
        "If you did not ask for a new password, simply ignore this e-mail: your password stays unchanged, because without the code nobody can set a new one and sign in with it.",
    },
    closing: "Best regards,",
    signature: `your ${SITE_NAME}`,
  },
};

const P = "margin:0 0 16px 0;font-size:16px;line-height:1.5;color:#1f2933;";
const SMALL = "margin:0 0 16px 0;font-size:14px;line-height:1.5;color:#52606d;";
const CODE =
  "margin:0 0 24px 0;padding:16px 0;font-family:'Courier New',Courier,monospace;font-size:32px;" +
  "font-weight:bold;letter-spacing:8px;text-align:center;color:#102a43;background:#f0f4f8;border-radius:8px;";

interface CodeMailParts {
  subject: string;
  greeting: string;
  intro: string;
  code: string;
  /** Paragraphs after the code, each a list of sentences (one line each in the text part). */
  paragraphs: string[][];
  /** The small print: who asked for it, and what to do if it was not you. */
  small: string;
  closing: string;
  signature: string;
}

/** Every code mail has one layout: greeting, intro, the code set large, what to do, small print. */
function codeMail(locale: MailLocale, m: CodeMailParts): MailContent {
  const text = [
    m.greeting,
    "",
    m.intro,
    "",
    `    ${m.code}`,
    "",
    ...m.paragraphs.flatMap((p, i) => (i === 0 ? p : ["", ...p])),
    "",
    m.small,
    "",
    m.closing,
    m.signature,
    "",
  ].join("\n");
  const e = escapeHtml;
  const html =
    `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(m.subject)}</title></head>` +
    `<body style="margin:0;padding:24px;background:#ffffff;font-family:Arial,Helvetica,sans-serif;">` +
    `<div style="max-width:480px;margin:0 auto;">` +
    `<p style="${P}">${e(m.greeting)}</p>` +
    `<p style="${P}">${e(m.intro)}</p>` +
    `<p style="${CODE}">${e(m.code)}</p>` +
    m.paragraphs.map((p) => `<p style="${P}">${p.map(e).join(" ")}</p>`).join("") +
    `<p style="${SMALL}">${e(m.small)}</p>` +
    `<p style="${P}">${e(m.closing)}<br>${e(m.signature)}</p>` +
    `</div></body></html>`;
  return { subject: m.subject, text, html };
}

export function loginCodeMail(locale: MailLocale, code: string, email: string, purpose: LoginCodePurpose): MailContent {
  const w = LOGIN_CODE_WORDING[locale];
  const howTo = w.howTo[purpose];
  const notYou = w.notYou[purpose];
  return codeMail(locale, {
    subject: w.subject,
    greeting: w.greeting,
    intro: w.intro,
    code,
    paragraphs: [[howTo, w.validity]],
    small: `${w.requestedFor(email)} ${notYou}`,
    closing: w.closing,
    signature: w.signature,
  });
}

interface DeletionCodeWording {
  subject: string;
  greeting: string;
  intro: string;
  howTo: string;
  validity: string;
  whatGoes: string;
  notYou: (email: string) => string;
  closing: string;
  signature: string;
}

const DELETION_CODE_WORDING: Record<MailLocale, DeletionCodeWording> = {
  de: {
    subject: `Dein Code zum Löschen deines Kontos bei der ${SITE_NAME}`,
    greeting: "Hallo,",
    intro: "du möchtest dein Konto löschen. Hier ist der Code, mit dem du das bestätigst:",
    howTo: "Gib ihn auf deiner Profilseite ein.",
    validity: `Der Code ist ${CODE_VALID_MINUTES} Minuten lang gültig und kann nur einmal verwendet werden.`,
    whatGoes:
      "Mit dem Code löschen wir sofort und endgültig dein Profil, deine gespeicherten und gelösten Spiele, deine Statistik und alle Anmeldungen.",
    notYou: (email) =>
      `Angefordert wurde er für das Konto ${email}. Wenn du das nicht warst, ignoriere diese E-Mail: Ohne den Code wird nichts gelöscht. Jemand war dann aber mit deinem Konto angemeldet; melde dich an, wähle im Profil „Überall sonst abmelden“ und setze ein neues Passwort.`,
    closing: "Viele Grüße",
    signature: `deine ${SITE_NAME}`,
  },
  en: {
    subject: `Your code to delete your ${SITE_NAME} account`,
    greeting: "Hello,",
    intro: "you want to delete your account. Here is the code that confirms it:",
    howTo: "Enter it on your profile page.",
    validity: `The code is valid for ${CODE_VALID_MINUTES} minutes and can be used only once.`,
    whatGoes: "With the code we delete your profile, your saved and solved games, your statistics and all sign-ins at once and for good.",
    notYou: (email) =>
      `It was requested for the account ${email}. If this was not you, ignore this e-mail: without the code nothing is deleted. Someone was signed in to your account, though; sign in, choose "Sign out everywhere else" on your profile and set a new password.`,
    closing: "Best regards,",
    signature: `your ${SITE_NAME}`,
  },
};

/** The code that confirms deleting an account (GDPR Art. 17), sent to the account's address. */
export function deletionCodeMail(locale: MailLocale, code: string, email: string): MailContent {
  const w = DELETION_CODE_WORDING[locale];
  return codeMail(locale, {
    subject: w.subject,
    greeting: w.greeting,
    intro: w.intro,
    code,
    paragraphs: [[w.howTo, w.validity], [w.whatGoes]],
    small: w.notYou(email),
    closing: w.closing,
    signature: w.signature,
  });
}

/**
 * The mail to a winner of the monthly draw, German first with the English text below: the account
 * keeps no language, and the reply with an address is what the prize waits for.
 */
export function winnerMail(month: string, place: number, prizeCents: number): MailContent {
  const de = [
    "Hallo,",
    "",
    `herzlichen Glückwunsch! Bei der Verlosung zum Sudoku des Tages im ${formatMonth(month, "de")} hast du Platz ${place} gewonnen: einen Gutschein im Wert von ${formatEuros(prizeCents, "de")}.`,
    `Antworte bitte innerhalb von 4 Wochen auf diese E-Mail und schreib uns, an welche E-Mail- oder Postadresse wir den Gutschein schicken sollen. Der Versand dauert bis zu ${PRIZE_SHIPPING_WEEKS} Wochen.`,
    `Wie gelost wurde, kannst du auf der Gewinnerseite nachprüfen: ${"/de/gewinner_innen"}.`,
    "",
    "Viele Grüße",
    `dein Team der ${SITE_NAME}`,
  ];
  const en = [
    "Hello,",
    "",
    `congratulations! In the Daily Sudoku draw for ${formatMonth(month, "en")} you won place ${place}: a voucher worth ${formatEuros(prizeCents, "en")}.`,
    `Please reply to this e-mail within 4 weeks and tell us the e-mail or postal address for the voucher. Shipping takes up to ${PRIZE_SHIPPING_WEEKS} weeks.`,
    "You can check how the draw was made on the winners page: /en/winners.",
    "",
    "Best regards,",
    `your ${SITE_NAME} team`,
  ];
  const subject = `Du hast gewonnen! / You won! – ${SITE_NAME}, ${month}`;
  const text = [...de, "", "----", "", ...en, ""].join("\n");
  const e = escapeHtml;
  const block = (lines: string[]) =>
    lines
      .filter((l) => l !== "")
      .map((l) => `<p style="${P}">${e(l)}</p>`)
      .join("");
  const html =
    `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(subject)}</title></head>` +
    `<body style="margin:0;padding:24px;background:#ffffff;font-family:Arial,Helvetica,sans-serif;">` +
    `<div style="max-width:480px;margin:0 auto;">${block(de)}<hr><div lang="en">${block(en)}</div></div></body></html>`;
  return { subject, text, html };
}

export interface ReceiptFacts {
  grossCents: number;
  vatCents: number;
  netCents: number;
  months: number;
  days: number;
  blackFriday: boolean;
  untilAfter: string | null;
  orderId: string;
  captureId: string | null;
}

/** The receipt for a supporter payment: gross, the 19 % VAT it contains, net, the period and the new expiry. */
export function receiptMail(locale: MailLocale, p: ReceiptFacts, seller: { name: string; address: string }): MailContent {
  const euros = (cents: number) => formatEuros(cents, locale);
  const until = p.untilAfter ? formatDate(p.untilAfter, locale) : "";
  const period = periodText({ months: p.months, days: p.days }, resources[locale].translation.supporterPage);
  const lines =
    locale === "de"
      ? {
          subject: `Deine Zahlung an die ${SITE_NAME}: werbefrei bis ${until}`,
          greeting: "Hallo,",
          intro: `vielen Dank für deine Unterstützung! Deine Zahlung ist bei uns eingegangen und deine werbefreie Zeit ist freigeschaltet.`,
          rows: [
            ["Betrag", euros(p.grossCents)],
            [`darin enthalten ${SUPPORTER_VAT_PERCENT} % MwSt.`, euros(p.vatCents)],
            ["Nettobetrag", euros(p.netCents)],
            ["Werbefreie Zeit", p.blackFriday ? `${period} (Black-Friday-Bonus: 25 % länger)` : period],
            ["Werbefrei bis einschließlich", until],
            ["PayPal-Bestellnummer", p.orderId],
            ["Verkäufer", `${seller.name}, ${seller.address}`],
            ...(p.captureId ? [["PayPal-Transaktionsnummer", p.captureId]] : []),
          ],
          outro: "Diese E-Mail dient als Beleg. Bei Fragen zu deiner Zahlung antworte einfach auf diese E-Mail.",
          closing: "Viele Grüße",
          signature: `dein Team der ${SITE_NAME}`,
        }
      : {
          subject: `Your payment to ${SITE_NAME}: ad-free until ${until}`,
          greeting: "Hello,",
          intro: "thank you very much for your support! We have received your payment and your ad-free time is active.",
          rows: [
            ["Amount", euros(p.grossCents)],
            [`including ${SUPPORTER_VAT_PERCENT} % VAT`, euros(p.vatCents)],
            ["Net amount", euros(p.netCents)],
            ["Ad-free time", p.blackFriday ? `${period} (Black Friday bonus: 25 % longer)` : period],
            ["Ad-free until (inclusive)", until],
            ["PayPal order number", p.orderId],
            ["Seller", `${seller.name}, ${seller.address}`],
            ...(p.captureId ? [["PayPal transaction number", p.captureId]] : []),
          ],
          outro: "Keep this e-mail as your receipt. If you have a question about your payment, just reply to it.",
          closing: "Best regards,",
          signature: `your ${SITE_NAME} team`,
        };
  const text = [
    lines.greeting,
    "",
    lines.intro,
    "",
    ...lines.rows.map(([k, v]) => `${k}: ${v}`),
    "",
    lines.outro,
    "",
    lines.closing,
    lines.signature,
    "",
  ].join("\n");
  const e = escapeHtml;
  const table = lines.rows
    .map(
      ([k, v]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#444;">${e(k!)}</td><td style="padding:4px 0;font-weight:bold;">${e(v!)}</td></tr>`,
    )
    .join("");
  const html =
    `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(lines.subject)}</title></head>` +
    `<body style="margin:0;padding:24px;background:#ffffff;font-family:Arial,Helvetica,sans-serif;">` +
    `<div style="max-width:480px;margin:0 auto;"><p style="${P}">${e(lines.greeting)}</p><p style="${P}">${e(lines.intro)}</p>` +
    `<table style="border-collapse:collapse;margin:0 0 16px;font-size:15px;">${table}</table>` +
    `<p style="${P}">${e(lines.outro)}</p><p style="${P}">${e(lines.closing)}<br>${e(lines.signature)}</p></div></body></html>`;
  return { subject: lines.subject, text, html };
}

export interface ContactFacts {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The language the visitor wrote in (the page's). */
  locale: MailLocale;
  /** When it was sent, as the operator reads it (Berlin time). */
  sentAt: string;
}

/**
 * A contact message for the operator, in German (the operator's language). The visitor's own
 * words go in as text: the subject line is cut to one line, and the HTML escapes everything.
 * Replying goes to the visitor (the mail's reply-to).
 */
export function contactMail(m: ContactFacts): MailContent {
  const subject = `Kontaktformular: ${m.subject.replace(/\s+/g, " ")}`;
  const facts: [string, string][] = [
    ["Von", `${m.name} <${m.email}>`],
    ["Betreff", m.subject],
    ["Sprache der Seite", m.locale === "en" ? "Englisch" : "Deutsch"],
    ["Gesendet", m.sentAt],
    ["Nachricht Nr.", String(m.id)],
  ];
  const text = [
    `Neue Nachricht über das Kontaktformular der ${SITE_NAME}. „Antworten“ schreibt an ${m.email}.`,
    "",
    ...facts.map(([k, v]) => `${k}: ${v}`),
    "",
    "----",
    "",
    m.message,
    "",
  ].join("\n");
  const e = escapeHtml;
  const html =
    `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(subject)}</title></head>` +
    `<body style="margin:0;padding:24px;background:#ffffff;font-family:Arial,Helvetica,sans-serif;">` +
    `<div style="max-width:640px;margin:0 auto;">` +
    `<p style="${P}">Neue Nachricht über das Kontaktformular der ${SITE_NAME}. „Antworten“ schreibt an ${e(m.email)}.</p>` +
    `<table style="border-collapse:collapse;margin:0 0 16px;">${facts
      .map(([k, v]) => `<tr><th style="text-align:left;padding:2px 12px 2px 0;">${e(k)}</th><td>${e(v)}</td></tr>`)
      .join("")}</table>` +
    `<div lang="${m.locale}" style="white-space:pre-wrap;border-left:3px solid #ccc;padding-left:12px;">${e(m.message)}</div>` +
    `</div></body></html>`;
  return { subject, text, html };
}

import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONTACT_PER_EMAIL, CONTACT_PER_IP, CONTACT_RETENTION_DAYS } from "../../app/config/limits.ts";
import { createDb } from "../../app/db/client.server.ts";
import { CONTACT_MESSAGE_MAX } from "../../app/contact/contact-schema.ts";
import { sendContact } from "../../app/contact/contact.server.ts";
import { contactSchema } from "../../app/contact/contact-schema.ts";
import { MailError, type Mailer } from "../../app/clients/mailer.server.ts";
import { housekeeping } from "../../workers/jobs/housekeeping.ts";
import { request } from "./helpers.ts";

// The contact form (SPEC §5, §7 POST /api/contact, §8 success message): stored in D1, mailed to
// the operator with the sender as reply-to (the local outbox stands in for MailChannels), refused
// with field messages in the page's language, limited per address and per e-mail, a honeypot for
// bots, oversized bodies refused, and a failed mail loses nothing.

const ORIGIN = "http://localhost:8787";
const FORM = "application/x-www-form-urlencoded";
const GOOD = {
  name: "Erika Mustermann",
  email: "Erika@Example.org",
  subject: "Rätsel 4711",
  message: "Ich glaube, Rätsel 4711 hat zwei Lösungen.\nZeile 3 …",
};

function post(path: string, fields: Record<string, string> | string, headers: Record<string, string> = {}) {
  const body = typeof fields === "string" ? fields : new URLSearchParams(fields);
  return request(path, { method: "POST", body, redirect: "manual", headers: { Origin: ORIGIN, "Content-Type": FORM, ...headers } });
}
const count = (table: string) => env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<number>("n");
const messages = () =>
  env.DB.prepare("SELECT * FROM contact_messages ORDER BY id").all<{
    name: string;
    email: string;
    subject: string;
    message: string;
    locale: string;
    mailed_at: number | null;
  }>();
const outbox = () =>
  env.DB.prepare("SELECT * FROM dev_outbox ORDER BY created_at").all<{
    to: string;
    subject: string;
    text: string;
    html: string;
    reply_to: string | null;
  }>();

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM contact_messages"),
    env.DB.prepare("DELETE FROM dev_outbox"),
    env.DB.prepare("DELETE FROM rate_limits"),
  ]);
});
afterEach(() => vi.restoreAllMocks());

describe("POST /api/contact", () => {
  it("stores the message, mails it to the operator with the sender as reply-to and answers with the success message", async () => {
    const res = await post("/api/contact", GOOD);
    expect(res.status).toBe(200);
    const body = await res.json<{ success: boolean; message: string }>();
    expect(body).toEqual({
      success: true,
      message: "Vielen Dank für deine Nachricht! Sie ist bei uns angekommen. Wir antworten dir so bald wie möglich an erika@example.org.",
    });
    const { results: stored } = await messages();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: GOOD.name,
      email: "erika@example.org",
      subject: GOOD.subject,
      message: GOOD.message,
      locale: "de",
    });
    expect(stored[0]!.mailed_at).not.toBeNull();
    const { results: mails } = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: env.CONTACT_EMAIL, reply_to: "erika@example.org", subject: "Kontaktformular: Rätsel 4711" });
    expect(mails[0]!.text).toContain(GOOD.message);
    expect(mails[0]!.text).toContain("Von: Erika Mustermann <erika@example.org>");
  });

  it("answers in English for an English visitor and keeps the language with the message", async () => {
    const res = await post("/api/contact?lang=en", GOOD);
    expect(res.status).toBe(200);
    expect((await res.json<{ message: string }>()).message).toBe(
      "Thank you for your message! It has reached us. We will reply to erika@example.org as soon as we can.",
    );
    expect((await messages()).results[0]!.locale).toBe("en");
  });

  it("escapes the visitor's words in the operator's HTML mail and keeps the subject on one line", async () => {
    await post("/api/contact", { ...GOOD, subject: "<b>Hallo</b>   Welt", message: '<img src="x" onerror="alert(1)">' });
    const mail = (await outbox()).results[0]!;
    expect(mail.subject).toBe("Kontaktformular: <b>Hallo</b> Welt");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&lt;img src=&quot;x&quot;");
  });

  it.each([
    [
      "all fields missing",
      {},
      {
        name: "Die Eingabe ist erforderlich.",
        email: "Die Eingabe ist erforderlich.",
        subject: "Die Eingabe ist erforderlich.",
        message: "Die Eingabe ist erforderlich.",
      },
    ],
    [
      "blank fields",
      { name: "   ", email: "a@b.de", subject: "\n", message: " " },
      { name: "Die Eingabe ist erforderlich.", subject: "Die Eingabe ist erforderlich.", message: "Die Eingabe ist erforderlich." },
    ],
    ["a bad e-mail", { ...GOOD, email: "erika@" }, { email: "Die E-Mail-Adresse ist ungültig." }],
    [
      "a message one character too long",
      { ...GOOD, message: "x".repeat(CONTACT_MESSAGE_MAX + 1) },
      { message: "Die Eingabe ist zu lang." },
    ],
    ["a name over 100 characters", { ...GOOD, name: "n".repeat(101) }, { name: "Die Eingabe ist zu lang." }],
    [
      "a control character in the subject",
      { ...GOOD, subject: "Hallo\u0007" },
      { subject: "Die Eingabe enthält unzulässige Steuerzeichen." },
    ],
    ["a line break in the name", { ...GOOD, name: "Erika\r\nBcc: x@y.z" }, { name: "Die Eingabe enthält unzulässige Steuerzeichen." }],
  ])("refuses %s with 400 and German field messages, storing and mailing nothing", async (_, fields, expected) => {
    const res = await post("/api/contact", fields);
    expect(res.status).toBe(400);
    const body = await res.json<{ success: boolean; message: string; errors: Record<string, string[]> }>();
    expect(body.success).toBe(false);
    expect(body.message).toBe("Die Anfrage ist ungültig.");
    for (const [field, message] of Object.entries(expected)) expect(body.errors[field]).toEqual([message]);
    expect(Object.keys(body.errors).sort()).toEqual(Object.keys(expected).sort());
    expect(await count("contact_messages")).toBe(0);
    expect(await count("dev_outbox")).toBe(0);
  });

  it("accepts a message of exactly the maximum length, in multi-byte characters (≈36 KB form-encoded)", async () => {
    const res = await post("/api/contact", { ...GOOD, message: "€".repeat(CONTACT_MESSAGE_MAX) });
    expect(res.status).toBe(200);
    expect((await messages()).results[0]!.message).toHaveLength(CONTACT_MESSAGE_MAX);
  });

  it("refuses a body over the size limit with 413, storing nothing", async () => {
    const res = await post("/api/contact", new URLSearchParams({ ...GOOD, message: "€".repeat(6000) }).toString());
    expect(res.status).toBe(413);
    expect((await res.json<{ message: string }>()).message).toBe("Die Anfrage ist zu groß.");
    expect(await count("contact_messages")).toBe(0);
  });

  it("answers a filled honeypot like a success, but keeps and mails nothing", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const res = await post("/api/contact", { ...GOOD, website: "http://spam.example" });
    expect(res.status).toBe(200);
    expect((await res.json<{ success: boolean }>()).success).toBe(true);
    expect(await count("contact_messages")).toBe(0);
    expect(await count("dev_outbox")).toBe(0);
    expect(warn).toHaveBeenCalled();
  });

  it(`limits one e-mail address to ${CONTACT_PER_EMAIL.limit} messages an hour, whatever the network`, async () => {
    for (let i = 0; i < CONTACT_PER_EMAIL.limit; i++) {
      expect((await post("/api/contact", GOOD, { "CF-Connecting-IP": `198.51.100.${i + 1}` })).status).toBe(200);
    }
    const res = await post("/api/contact", GOOD, { "CF-Connecting-IP": "203.0.113.9" });
    expect(res.status).toBe(429);
    expect(res.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect((await res.json<{ message: string }>()).message).toMatch(/^Zu viele Versuche/);
    expect(await count("contact_messages")).toBe(CONTACT_PER_EMAIL.limit);
  });

  it(`limits one address to ${CONTACT_PER_IP.limit} messages an hour, whatever the e-mail`, async () => {
    for (let i = 0; i < CONTACT_PER_IP.limit; i++) {
      expect((await post("/api/contact", { ...GOOD, email: `p${i}@example.org` }, { "CF-Connecting-IP": "192.0.2.7" })).status).toBe(200);
    }
    expect((await post("/api/contact", { ...GOOD, email: "other@example.org" }, { "CF-Connecting-IP": "192.0.2.7" })).status).toBe(429);
    expect((await post("/api/contact", { ...GOOD, email: "other@example.org" }, { "CF-Connecting-IP": "192.0.2.8" })).status).toBe(200);
  });

  it("answers GET with 405 and a cross-site post with 403", async () => {
    expect((await request("/api/contact")).status).toBe(405);
    expect((await post("/api/contact", GOOD, { Origin: "https://evil.example" })).status).toBe(403);
    expect(await count("contact_messages")).toBe(0);
  });
});

describe("a failed mail", () => {
  it("keeps the stored message (mailed_at empty), tells the operator log, and the visitor is told it arrived", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const failing: Mailer = {
      send: () => Promise.reject(new MailError("MailChannels answered HTTP 503", { retryable: true, status: 503 })),
    };
    const outcome = await sendContact(
      { db: createDb(env.DB), mailer: failing, operatorEmail: "kontakt@sudoku-oase.de", now: new Date() },
      contactSchema.parse(GOOD),
      { ip: "192.0.2.1", device: "" },
      "de",
    );
    expect(outcome).toMatchObject({ kind: "sent", mailed: false, email: "erika@example.org" });
    const stored = (await messages()).results;
    expect(stored).toHaveLength(1);
    expect(stored[0]!.mailed_at).toBeNull();
    expect(error.mock.calls[0]![0]).toMatch(/stored, but the mail to the operator failed/);
  });
});

describe("the contact page without JavaScript", () => {
  it("posts the form and answers with the page and its success message", async () => {
    const res = await post("/de/kontakt", GOOD);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(
      "Vielen Dank für deine Nachricht! Sie ist bei uns angekommen. Wir antworten dir so bald wie möglich an erika@example.org.",
    );
    expect(await count("contact_messages")).toBe(1);
    expect(await count("dev_outbox")).toBe(1);
  });

  it("shows the field messages next to the fields and keeps what was typed", async () => {
    const res = await post("/en/contact", { ...GOOD, email: "not-an-address" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("The e-mail address is invalid.");
    expect(html).toContain('value="Erika Mustermann"');
    expect(await count("contact_messages")).toBe(0);
  });

  it("renders the form with the SPEC's prompts as labels", async () => {
    const html = await (await request("/de/kontakt")).text();
    for (const prompt of ["Wie heißt du?", "Wie ist deine E-Mail-Adresse?", "Was möchtest du uns sagen?", "Was genau ist dein Anliegen?"]) {
      expect(html).toContain(prompt);
    }
  });
});

describe("housekeeping", () => {
  it(`deletes contact messages after ${CONTACT_RETENTION_DAYS} days`, async () => {
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    await env.DB.batch(
      [CONTACT_RETENTION_DAYS + 1, CONTACT_RETENTION_DAYS - 1].map((age) =>
        env.DB.prepare(
          "INSERT INTO contact_messages (created_at, locale, name, email, subject, message) VALUES (?, 'de', 'a', 'a@b.de', 's', 'm')",
        ).bind(now - age * day),
      ),
    );
    const detail = await housekeeping.run({ env: env as never, db: createDb(env.DB), now: new Date(now), berlinDate: "2026-11-23" });
    expect(detail).toContain("1 contact messages");
    expect(await count("contact_messages")).toBe(1);
  });
});

import { describe, expect, it } from "vitest";
import { deletionCodeMail, escapeHtml, loginCodeMail } from "./mail-templates.server.ts";

describe("loginCodeMail", () => {
  it.each([
    ["de", "Dein Anmeldecode für die Sudoku-Oase", /15 Minuten/, /E-Mail einfach ignorieren/, "Hallo,"],
    ["en", "Your sign-in code for Sudoku-Oase", /15 minutes/, /simply ignore this e-mail/, "Hello,"],
  ] as const)("%s: subject, code, validity and the not-you note in text and HTML", (locale, subject, validity, notYou, greeting) => {
    const mail = loginCodeMail(locale, "KXPTRM", "spieler@example.org", "new-account");
    expect(mail.subject).toBe(subject);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain("KXPTRM");
      expect(body).toMatch(validity);
      expect(body).toMatch(notYou);
      expect(body).toContain("spieler@example.org");
      expect(body).toContain(greeting);
    }
    expect(mail.html).toContain(`<html lang="${locale}">`);
    expect(mail.html).toContain(`<title>${subject}</title>`);
  });

  // What the code does, and what to do if the reader did not ask for it, depends on whether the
  // address already has an account (the login service looks it up; the HTTP answer is the same).
  it.each([
    [
      "de",
      "new-account",
      "Gib ihn auf der Anmeldeseite ein: Damit legst du dein Konto mit dem Passwort an, das du gerade gewählt hast, und bist gleich angemeldet.",
      "Wenn du dich nicht bei uns registrieren wolltest, kannst du diese E-Mail einfach ignorieren: Ohne den Code wird kein Konto angelegt.",
    ],
    [
      "de",
      "new-password",
      "Gib ihn auf der Anmeldeseite ein: Damit setzt du für dein Konto das neue Passwort, das du gerade gewählt hast, und bist gleich angemeldet. Dein bisheriges Passwort gilt danach nicht mehr.",
      "Wenn du kein neues Passwort angefordert hast, kannst du diese E-Mail einfach ignorieren: Dein Passwort bleibt unverändert, denn ohne den Code kann niemand ein neues setzen und sich damit anmelden.",
    ],
    [
      "en",
      "new-account",
      "Enter it on the sign-in page: it creates your account with the password you have just chosen and signs you in.",
      "If you did not mean to sign up with us, simply ignore this e-mail: without the code no account is created.",
    ],
    [
      "en",
      "new-password",
      "Enter it on the sign-in page: it sets the new password you have just chosen for your account and signs you in. Your previous password then no longer works.",
      "If you did not ask for a new password, simply ignore this e-mail: your password stays unchanged, because without the code nobody can set a new one and sign in with it.",
    ],
  ] as const)("%s, %s: says what the code does and what to do if it was not you", (locale, purpose, howTo, notYou) => {
    const mail = loginCodeMail(locale, "KXPTRM", "spieler@example.org", purpose);
    const other = purpose === "new-account" ? "new-password" : "new-account";
    const otherMail = loginCodeMail(locale, "KXPTRM", "spieler@example.org", other);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(howTo);
      expect(body).toContain(notYou);
    }
    expect(otherMail.text).not.toContain(howTo);
    expect(otherMail.text).not.toContain(notYou);
    // The subject is the same either way: it shows in inbox previews and notifications.
    expect(mail.subject).toBe(otherMail.subject);
  });

  it("shows the code on a line of its own in the text part", () => {
    const { text } = loginCodeMail("de", "KXPTRM", "a@example.org", "new-password");
    expect(text.split("\n").map((line) => line.trim())).toContain("KXPTRM");
  });

  it("shows the code large and unbroken in the HTML part", () => {
    const { html } = loginCodeMail("de", "KXPTRM", "a@example.org", "new-password");
    expect(html).toMatch(/<p style="[^"]*font-size:32px[^"]*">KXPTRM<\/p>/);
  });

  it("escapes every interpolation in the HTML part", () => {
    const { html, text } = loginCodeMail("en", "<b>&", `"x'<script>alert(1)</script>"@example.org`, "new-password");
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>&");
    expect(html).toContain("&lt;b&gt;&amp;");
    expect(html).toContain("&quot;x&#39;&lt;script&gt;alert(1)&lt;/script&gt;&quot;@example.org");
    expect(text).toContain("<b>&");
  });

  it("contains no images, remote resources, scripts or links that could track the reader", () => {
    for (const locale of ["de", "en"] as const) {
      for (const purpose of ["new-account", "new-password"] as const) {
        const { html } = loginCodeMail(locale, "KXPTRM", "a@example.org", purpose);
        expect(html).not.toMatch(/<img|<script|<link|<iframe|<a\s|url\(|src=|href=|https?:/i);
      }
    }
  });

  it("writes German umlauts as UTF-8 characters under a charset declaration", () => {
    const { html, text } = loginCodeMail("de", "KXPTRM", "a@example.org", "new-password");
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain("für");
    expect(text).toContain("Grüße");
  });
});

describe("escapeHtml", () => {
  it.each([
    ["plain", "plain"],
    ["a & b", "a &amp; b"],
    ["<>", "&lt;&gt;"],
    [`"'`, "&quot;&#39;"],
    ["&amp;", "&amp;amp;"],
  ])("%j → %j", (input, expected) => {
    expect(escapeHtml(input)).toBe(expected);
  });
});

describe("deletionCodeMail", () => {
  it.each([
    [
      "de",
      "Dein Code zum Löschen deines Kontos bei der Sudoku-Oase",
      "Gib ihn auf deiner Profilseite ein.",
      "Ohne den Code wird nichts gelöscht.",
    ],
    ["en", "Your code to delete your Sudoku-Oase account", "Enter it on your profile page.", "without the code nothing is deleted."],
  ] as const)("%s: says what the code deletes and what to do if it was not you", (locale, subject, howTo, notYou) => {
    const mail = deletionCodeMail(locale, "KXPTRM", "spieler@example.org");
    expect(mail.subject).toBe(subject);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain("KXPTRM");
      expect(body).toContain(howTo);
      expect(body).toContain(notYou);
      expect(body).toContain("spieler@example.org");
    }
    // The code stands alone on its line in the text part, where the tests and mail clients find it.
    expect(mail.text).toMatch(/^ {4}KXPTRM$/m);
  });

  it("escapes the address in the HTML part", () => {
    expect(deletionCodeMail("de", "KXPTRM", "<b>@example.org").html).toContain("&lt;b&gt;@example.org");
  });
});

import { describe, expect, it } from "vitest";
import { escapeHtml, loginCodeMail } from "./mail-templates.server.ts";

describe("loginCodeMail", () => {
  it.each([
    ["de", "Dein Anmeldecode für die Sudoku-Oase", /15 Minuten/, /nicht warst/, "Hallo,"],
    ["en", "Your sign-in code for Sudoku-Oase", /15 minutes/, /not you/, "Hello,"],
  ] as const)("%s: subject, code, validity and the not-you note in text and HTML", (locale, subject, validity, notYou, greeting) => {
    const mail = loginCodeMail(locale, "KXPTRM", "spieler@example.org");
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

  it("shows the code on a line of its own in the text part", () => {
    const { text } = loginCodeMail("de", "KXPTRM", "a@example.org");
    expect(text.split("\n").map((line) => line.trim())).toContain("KXPTRM");
  });

  it("shows the code large and unbroken in the HTML part", () => {
    const { html } = loginCodeMail("de", "KXPTRM", "a@example.org");
    expect(html).toMatch(/<p style="[^"]*font-size:32px[^"]*">KXPTRM<\/p>/);
  });

  it("escapes every interpolation in the HTML part", () => {
    const { html, text } = loginCodeMail("en", "<b>&", `"x'<script>alert(1)</script>"@example.org`);
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>&");
    expect(html).toContain("&lt;b&gt;&amp;");
    expect(html).toContain("&quot;x&#39;&lt;script&gt;alert(1)&lt;/script&gt;&quot;@example.org");
    expect(text).toContain("<b>&");
  });

  it("contains no images, remote resources, scripts or links that could track the reader", () => {
    for (const locale of ["de", "en"] as const) {
      const { html } = loginCodeMail(locale, "KXPTRM", "a@example.org");
      expect(html).not.toMatch(/<img|<script|<link|<iframe|<a\s|url\(|src=|href=|https?:/i);
    }
  });

  it("writes German umlauts as UTF-8 characters under a charset declaration", () => {
    const { html, text } = loginCodeMail("de", "KXPTRM", "a@example.org");
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

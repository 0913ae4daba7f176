import { describe, expect, it } from "vitest";
import { authenticateSchema, loginInput, loginSchema, newPasswordField, profileSchema } from "./account-schema.ts";
import { fieldErrors } from "../lib/http/field-errors.ts";

describe("login schema (SPEC §5)", () => {
  it("lower-cases and trims the e-mail", () => {
    const r = loginSchema.parse(loginInput({ email: "  Anna@Example.ORG ", password: "x" }));
    expect(r.email).toBe("anna@example.org");
    expect(r.newPassword).toBe(false);
  });

  it.each([
    [{ email: "", password: "x" }, { email: ["validation.required"] }],
    [{ email: "nope", password: "x" }, { email: ["validation.email"] }],
    [{ email: `${"a".repeat(120)}@example.org`, password: "x" }, { email: ["validation.emailMax"] }],
    [{ email: "a@b.de", password: "" }, { password: ["validation.required"] }],
    [{ email: "a@b.de", password: "x".repeat(1025) }, { password: ["validation.passwordMax"] }],
  ])("rejects %j", (input, errors) => {
    const r = loginSchema.safeParse(loginInput(input));
    expect(r.success).toBe(false);
    expect(fieldErrors(r.error!)).toEqual(errors);
  });

  it.each(["yes", "2", "TRUE", " on", "\u0000"])("refuses newPassword %j as a field error, without throwing", (value) => {
    const r = loginSchema.safeParse(loginInput({ email: "a@b.de", password: "x", newPassword: value }));
    expect(r.success).toBe(false);
    expect(fieldErrors(r.error!)).toEqual({ newPassword: ["validation.required"] });
  });

  it("requires a strong new password and the captcha in new-password mode", () => {
    const r = loginSchema.safeParse(loginInput({ email: "a@b.de", password: "short", newPassword: "true" }));
    expect(fieldErrors(r.error!)).toEqual({
      password: ["validation.passwordMin", "validation.passwordPattern"],
      captchaValue: ["validation.required"],
      captchaKey: ["validation.required"],
    });
    const ok = loginSchema.parse(
      loginInput({ email: "a@b.de", password: "Sudoku-2025", newPassword: "on", captchaValue: "AbCdE", captchaKey: "k".repeat(20) }),
    );
    expect(ok).toMatchObject({ newPassword: true, captchaValue: "abcde" });
  });
});

describe("new password rules", () => {
  it.each([
    ["Sudoku-2025", true],
    ["Äpfel#123", true],
    ["abcdefg1", false],
    ["abcdefg!", false],
    ["12345678!", false],
    ["Ab1!", false],
    ["Ab1 cdefg", false],
  ])("%s → %s", (pw, ok) => {
    expect(newPasswordField.safeParse(pw).success).toBe(ok);
  });

  // Letters, digits and word characters of every script count as such (Unicode \p{L}, \p{Nd}, UTS #18 \w).
  it.each<[string, string, string[]]>([
    ["an umlaut is a letter, not the special character", "äbcdefg1", ["validation.passwordPattern"]],
    ["umlaut with a real special character", "äbcdefg1!", []],
    ["Cyrillic", "пароль12!", []],
    ["Chinese", "密码密码密码12!", []],
    ["Greek without a special character", "κωδικός12", ["validation.passwordPattern"]],
    ["a space is no special character", "abcdefg1 ", ["validation.passwordPattern"]],
    ["a no-break space is no special character either", "abcdefg1\u00a0", ["validation.passwordPattern"]],
    ["underscore is a word character", "abcdefg1_", ["validation.passwordPattern"]],
    ["a combining mark belongs to its letter", "abcdefg1\u0308", ["validation.passwordPattern"]],
    ["an Arabic-Indic digit is a digit", "abcdefg\u0663!", []],
    ["a full-width digit is a digit", "abcdefg\uff13!", []],
    ["a superscript two is no digit", "abcdefg\u00b2!", ["validation.passwordPattern"]],
    ["an emoji is a special character", "abcdefg1🧩", []],
    ["a euro sign is a special character", "abcdefg1€", []],
    [
      "digits and specials of another script without a letter",
      "\u0663\u0663\u0663\u0663\u0663\u0663\u0663!",
      ["validation.passwordPattern"],
    ],
  ])("%s: %j", (_, password, errors) => {
    const r = newPasswordField.safeParse(password);
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual(errors);
  });

  it("counts characters after NFC, as the hash does: a decomposed umlaut is one character", () => {
    // "Müll#12" is 7 characters; typed with a combining mark it is 8 code points.
    const decomposed = "Mu\u0308ll#12";
    expect([...decomposed]).toHaveLength(8);
    expect(newPasswordField.safeParse(decomposed).error?.issues.map((i) => i.message)).toEqual(["validation.passwordMin"]);
    expect(newPasswordField.safeParse("Mu\u0308ll#123").success).toBe(true);
  });
});

describe("authenticate schema", () => {
  it("upper-cases the code and strips spaces", () => {
    expect(authenticateSchema.parse({ loginToken: "t".repeat(43), password: "ab cd ef" }).password).toBe("ABCDEF");
  });
  it.each(["ABCDE", "ABCDEFG", "ABCDE0", "ABCDEI", "ABCDEO", "ABCDEQ"])("rejects code %s", (code) => {
    expect(authenticateSchema.safeParse({ loginToken: "t".repeat(43), password: code }).success).toBe(false);
  });
});

describe("profile schema", () => {
  it("bounds name and info", () => {
    expect(profileSchema.safeParse({ userName: "x".repeat(61), userInfo: "" }).success).toBe(false);
    expect(profileSchema.parse({ userName: " Anna ", userInfo: "Mag Sudoku" })).toEqual({ userName: "Anna", userInfo: "Mag Sudoku" });
  });
});

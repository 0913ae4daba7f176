import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { newPasswordField } from "./account-schema.ts";
import { isCommonPassword, passwordCore } from "./common-passwords.server.ts";

/** The bundled list read from disk, independently of the module's `?raw` import. */
const entries = readFileSync(new URL("./common-passwords.txt", import.meta.url), "utf8")
  .split("\n")
  .filter(Boolean);

describe("the bundled list", () => {
  it("is SecLists' 10k-most-common.txt: 10,000 distinct lines, LF only, from password to eyphed", () => {
    expect(entries).toHaveLength(10_000);
    expect(new Set(entries).size).toBe(10_000);
    expect(entries.slice(0, 3)).toEqual(["password", "123456", "12345678"]);
    expect(entries.at(-1)).toBe("eyphed");
    expect(readFileSync(new URL("./common-passwords.txt", import.meta.url), "utf8")).not.toContain("\r");
  });

  it("is loaded whole by the check: its first, middle and last entries are refused", () => {
    for (const entry of ["password", "123456", entries[5_000]!, "eyphed"]) expect(isCommonPassword(entry)).toBe(true);
  });

  it("has no entry that passes SPEC §5's composition rule, so only the decorated comparison can refuse a valid password", () => {
    expect(entries.filter((p) => newPasswordField.safeParse(p).success)).toEqual([]);
    // Entries with a letter and a digit: "entry + special character" passes the rule.
    expect(entries.filter((p) => /\p{L}/u.test(p) && /\p{Nd}/u.test(p))).toHaveLength(1_120);
  });
});

describe("isCommonPassword", () => {
  it.each([
    // Common passwords decorated to pass the composition rule: refused.
    ["Passw0rd!", true],
    ["P@ssw0rd", false], // "p@ssw0rd" is not on the list, and "pssw0rd" is not either
    ["Password1?", true],
    ["Abcd-1234", true],
    ["1q2w3e4r!", true],
    ["qwerty123#", true],
    ["Letmein1!", true],
    ["tr.ust.no1", true],
    ["pass word1!", true],
    // Case and Unicode normalisation do not matter.
    ["PASSW0RD!", true],
    ["PaSsWoRd1!", true],
    // Passwords that only resemble one: allowed.
    ["Sudoku-2025", false],
    ["Äpfel#123", false],
    ["Richtig#1234", false],
    ["Passw0rd!x", false],
    ["пароль12!", false],
    ["", false],
    ["!!!!!!!!", false],
  ])("%j → %s", (password, common) => {
    expect(isCommonPassword(password)).toBe(common);
  });

  it("refuses a list entry exactly, whatever the composition rule says", () => {
    expect(isCommonPassword("********")).toBe(false);
    expect(isCommonPassword("******")).toBe(true);
    expect(isCommonPassword("iloveyou!")).toBe(true);
    expect(isCommonPassword("ILoveYou!")).toBe(true);
  });

  it("compares in NFC: a decomposed letter matches its composed form", () => {
    // No list entry has an umlaut; the core function shows the folding the check relies on.
    expect(passwordCore("Mu\u0308ller-1!")).toBe(passwordCore("M\u00fcller-1!"));
    expect(passwordCore("M\u00fcller-1!")).toBe("m\u00fcller1");
  });

  it.each([
    ["Passw0rd!", "passw0rd"],
    ["Abcd-1234", "abcd1234"],
    ["Ä_b c€1", "äbc1"],
    ["密码-12!", "密码12"],
  ])("core of %j is %j", (password, core) => {
    expect(passwordCore(password)).toBe(core);
  });
});

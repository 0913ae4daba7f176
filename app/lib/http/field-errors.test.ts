import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldErrors, isCatalogueKey } from "./field-errors.ts";
import { dailyCheckSchema, listRequestSchema, saveIssueKeys } from "../../saves/save-requests.ts";
import { orderSchema, approvedPaymentSchema } from "../../supporter/supporter-schema.ts";
import { agreementSchema } from "../../daily/daily-requests.ts";
import { counterSchema } from "../../counter/counter-schema.ts";

const savesFallback = (field: string) => (field === "savegame" ? "saves.savegameInvalid" : "saves.invalidField");

/** The saves' and the daily's own mapper before there was one (a `saves.`/`daily.` message passes, else the fallback): the oracle. */
function formerSavesMapper(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    const message = /^(saves|daily)\./.test(issue.message) ? issue.message : savesFallback(field);
    const list = (out[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return out;
}

describe("isCatalogueKey", () => {
  it.each([
    ["validation.required", true],
    ["saves.invalidPage", true],
    ["daily.invalidDate", true],
    ["api.invalidCounterId", true],
    ["supporterPage.amountFormat", true],
    // Near misses: a namespace, an unknown leaf, Zod's own text, a regex with a dot in it.
    ["validation", false],
    ["validation.nope", false],
    ["Invalid input", false],
    ["Invalid string: must match pattern /^\\d{1,3}(\\.\\d{1,6})?$/", false],
    ["", false],
    ["constructor", false],
    ["validation.required.x", false],
  ])("%j → %s", (text, expected) => {
    expect(isCatalogueKey(text)).toBe(expected);
  });
});

describe("fieldErrors", () => {
  it("keeps catalogue keys, names the form for path-less issues and gives Zod's own text the field's fallback", () => {
    const error = new z.ZodError([
      { code: "custom", path: [], message: "Invalid input" },
      { code: "custom", path: ["savegame", "entries", 3], message: "Too big" },
      { code: "custom", path: ["sortDesc"], message: "Invalid option" },
      { code: "custom", path: ["page"], message: "saves.invalidPage" },
      { code: "custom", path: ["page"], message: "saves.invalidPage" },
    ]);
    expect(fieldErrors(error, savesFallback)).toEqual({
      form: ["saves.invalidField"],
      savegame: ["saves.savegameInvalid"],
      sortDesc: ["saves.invalidField"],
      page: ["saves.invalidPage"],
    });
    expect(fieldErrors(error)).toEqual({
      form: ["validation.required"],
      savegame: ["validation.required"],
      sortDesc: ["validation.required"],
      page: ["saves.invalidPage"],
    });
  });

  // The mappers it replaced, on the inputs of their own tests: the same keys.
  it.each([
    { page: "0" },
    { page: "x" },
    { page: 5 },
    { itemsPerPage: "101" },
    { itemsPerPage: "0" },
    { sortBy: "email" },
    { sortBy: "updated_at; DROP TABLE users" },
    { sortDesc: "yes" },
    { solved: "maybe" },
    { page: "0", sortBy: "x", solved: "maybe" },
  ])("the saved-games list %j: as the saves' former mapper", (input) => {
    const parsed = listRequestSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(fieldErrors(parsed.error!, savesFallback)).toEqual(formerSavesMapper(parsed.error!));
    expect(saveIssueKeys(parsed.error!)).toEqual(formerSavesMapper(parsed.error!));
  });

  it.each([
    {},
    { date: "2027-02-30", savegame: "{}" },
    { date: "2027-06-16", savegame: "{not json" },
    { date: "2027-06-16", savegame: JSON.stringify({ entries: [] }) },
    { date: 5, savegame: "" },
  ])("the daily check %j: as the daily's former mapper", (input) => {
    const parsed = dailyCheckSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(fieldErrors(parsed.error!, savesFallback)).toEqual(formerSavesMapper(parsed.error!));
    expect(saveIssueKeys(parsed.error!)).toEqual(formerSavesMapper(parsed.error!));
  });

  it.each([{}, { agreement: "no" }, { agreement: "false" }])("the daily agreement %j", (input) => {
    const parsed = agreementSchema.safeParse(input);
    expect(fieldErrors(parsed.error!, savesFallback)).toEqual({ agreement: ["daily.agreementInvalid"] });
  });

  it.each([
    [{}, { amount: ["supporterPage.amountRequired"] }],
    [{ amount: " " }, { amount: ["supporterPage.amountRequired"] }],
    [{ amount: "x".repeat(33) }, { amount: ["supporterPage.amountFormat"] }],
    [{ amount: "0,50" }, { amount: ["supporterPage.amountMin"] }],
    [{ amount: "10", method: "bitcoin" }, { method: ["supporterPage.methodInvalid"] }],
  ])("the supporter order %j → %j", (input, expected) => {
    const parsed = orderSchema.safeParse(input);
    expect(fieldErrors(parsed.error!)).toEqual(expected);
  });

  it.each([
    [{}, { paymentId: ["supporterPage.paymentIdInvalid"] }],
    [{ paymentId: "a b" }, { paymentId: ["supporterPage.paymentIdInvalid"] }],
    [{ paymentId: "A1", email: "x".repeat(129) }, { email: ["validation.emailMax"] }],
  ])("the approved payment %j → %j", (input, expected) => {
    const parsed = approvedPaymentSchema.safeParse(input);
    expect(fieldErrors(parsed.error!)).toEqual(expected);
  });

  it.each([{}, { counterUUID: "x".repeat(65) }, { counterUUID: "not-a-uuid" }])("the counter %j", (input) => {
    const parsed = counterSchema.safeParse(input);
    expect(fieldErrors(parsed.error!, "api.invalidCounterId")).toEqual({ counterUUID: ["api.invalidCounterId"] });
  });
});

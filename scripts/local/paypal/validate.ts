// The create-order body the site may send: PayPal's schema, narrowed to what a EUR shop with one
// purchase unit uses. Violations become PayPal's 400 details; fields PayPal would accept but the
// stand-in does not model become notes (problems for the test to see, not errors for the site).
import type { IssueDetail } from "./errors.ts";
import { isObject, type JsonObject } from "./json.ts";
import { AMOUNT_PATTERN, type Money, toCents } from "./money.ts";

export interface OrderRequest {
  referenceId: string;
  amount: Money;
  description?: string;
  customId?: string;
  invoiceId?: string;
  experienceContext?: JsonObject;
  /** Sent with payment_source.paypal: PayPal then answers PAYER_ACTION_REQUIRED, not CREATED. */
  viaPaymentSource: boolean;
}

export interface Validation {
  details: IssueDetail[];
  notes: string[];
  order?: OrderRequest;
}

const UNIT_STRINGS = [
  ["reference_id", 256],
  ["description", 127],
  ["custom_id", 127],
  ["invoice_id", 127],
] as const;

const EXPERIENCE_ENUMS: Record<string, readonly string[]> = {
  shipping_preference: ["GET_FROM_FILE", "NO_SHIPPING", "SET_PROVIDED_ADDRESS"],
  user_action: ["CONTINUE", "PAY_NOW"],
  landing_page: ["LOGIN", "GUEST_CHECKOUT", "NO_PREFERENCE"],
  payment_method_preference: ["UNRESTRICTED", "IMMEDIATE_PAYMENT_REQUIRED"],
};

const LOCALE = /^[a-z]{2}(?:-[A-Z][a-z]{3})?(?:-(?:[A-Z]{2}|\d{3}))?$/;

function shown(value: unknown): string | undefined {
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? String(value) : undefined;
}

function detail(field: string, value: unknown, issue: string, description: string): IssueDetail {
  const text = shown(value);
  return { field, ...(text === undefined ? {} : { value: text }), location: "body", issue, description };
}

const missing = (field: string) => detail(field, undefined, "MISSING_REQUIRED_PARAMETER", "A required field / parameter is missing.");
const badSyntax = (field: string, value: unknown) =>
  detail(field, value, "INVALID_PARAMETER_SYNTAX", "The value of a field does not conform to the expected format.");
const badValue = (field: string, value: unknown, description = "The value of a field is invalid.") =>
  detail(field, value, "INVALID_PARAMETER_VALUE", description);

function unexpected(object: JsonObject, known: readonly string[], at: string, notes: string[]): void {
  for (const key of Object.keys(object)) {
    if (known.includes(key)) continue;
    notes.push(
      key === "application_context"
        ? `${at}/application_context is deprecated; use payment_source.paypal.experience_context`
        : `${at}/${key} is not modelled by the stand-in (PayPal may accept it, but the site is not expected to send it)`,
    );
  }
}

function checkAmount(amount: unknown, details: IssueDetail[], notes: string[]): Money | undefined {
  const at = "/purchase_units/0/amount";
  if (amount === undefined || !isObject(amount)) {
    details.push(amount === undefined ? missing(at) : badSyntax(at, amount));
    return undefined;
  }
  unexpected(amount, ["currency_code", "value"], at, notes);
  const { currency_code: currency, value } = amount;
  const before = details.length;
  if (currency === undefined) details.push(missing(`${at}/currency_code`));
  else if (currency !== "EUR") details.push(badValue(`${at}/currency_code`, currency, "The shop takes EUR only."));
  if (value === undefined) details.push(missing(`${at}/value`));
  else if (typeof value !== "string") details.push(badSyntax(`${at}/value`, value));
  else if (/^\d+\.\d{3,}$/.test(value))
    details.push(
      detail(
        `${at}/value`,
        value,
        "DECIMAL_PRECISION",
        "If the currency supports decimals, only two decimal place precision is supported.",
      ),
    );
  else if (!AMOUNT_PATTERN.test(value)) details.push(badSyntax(`${at}/value`, value));
  else if (toCents(value) <= 0) details.push(detail(`${at}/value`, value, "CANNOT_BE_ZERO_OR_NEGATIVE", "Must be greater than zero."));
  return details.length === before ? { currency_code: currency as string, value: value as string } : undefined;
}

function checkExperience(context: unknown, details: IssueDetail[]): JsonObject | undefined {
  const at = "/payment_source/paypal/experience_context";
  if (context === undefined) return undefined;
  if (!isObject(context)) {
    details.push(badSyntax(at, context));
    return undefined;
  }
  for (const [key, allowed] of Object.entries(EXPERIENCE_ENUMS)) {
    const value = context[key];
    if (value !== undefined && !allowed.includes(value as string)) details.push(badValue(`${at}/${key}`, value));
  }
  for (const key of ["return_url", "cancel_url"]) {
    const value = context[key];
    if (value !== undefined && (typeof value !== "string" || !/^https?:\/\//.test(value) || !URL.canParse(value)))
      details.push(badSyntax(`${at}/${key}`, value));
  }
  const { brand_name: brand, locale } = context;
  if (brand !== undefined && (typeof brand !== "string" || brand.length < 1 || brand.length > 127))
    details.push(detail(`${at}/brand_name`, brand, "INVALID_STRING_LENGTH", "The value of a field is either too short or too long."));
  if (locale !== undefined && (typeof locale !== "string" || !LOCALE.test(locale))) details.push(badSyntax(`${at}/locale`, locale));
  return context;
}

function checkPaymentSource(source: unknown, details: IssueDetail[], notes: string[]): { via: boolean; context?: JsonObject } {
  if (source === undefined) return { via: false };
  if (!isObject(source)) {
    details.push(badSyntax("/payment_source", source));
    return { via: false };
  }
  unexpected(source, ["paypal"], "/payment_source", notes);
  const paypal = source.paypal;
  if (paypal === undefined) return { via: false };
  if (!isObject(paypal)) {
    details.push(badSyntax("/payment_source/paypal", paypal));
    return { via: false };
  }
  unexpected(paypal, ["experience_context"], "/payment_source/paypal", notes);
  const context = checkExperience(paypal.experience_context, details);
  return { via: true, ...(context ? { context } : {}) };
}

export function validateCreateOrder(body: unknown): Validation {
  const details: IssueDetail[] = [];
  const notes: string[] = [];
  if (!isObject(body)) return { details: body === undefined ? [missing("/intent")] : [badSyntax("/", body)], notes };
  unexpected(body, ["intent", "purchase_units", "payment_source"], "", notes);

  if (body.intent === undefined) details.push(missing("/intent"));
  // AUTHORIZE is valid at PayPal, but the site captures at once and the stand-in models nothing else.
  else if (body.intent !== "CAPTURE") details.push(badValue("/intent", body.intent));

  const units = body.purchase_units;
  let unit: JsonObject | undefined;
  if (units === undefined) details.push(missing("/purchase_units"));
  else if (!Array.isArray(units)) details.push(badSyntax("/purchase_units", units));
  else if (units.length === 0)
    details.push(
      detail("/purchase_units", undefined, "INVALID_ARRAY_MIN_ITEMS", "The number of items in an array parameter is too small."),
    );
  else if (units.length > 1)
    details.push(detail("/purchase_units", undefined, "INVALID_ARRAY_MAX_ITEMS", "The shop sells one thing per order: one purchase unit."));
  else if (!isObject(units[0])) details.push(badSyntax("/purchase_units/0", units[0]));
  else unit = units[0];

  const amount = unit ? checkAmount(unit.amount, details, notes) : undefined;
  const strings: Partial<Record<(typeof UNIT_STRINGS)[number][0], string>> = {};
  if (unit) {
    unexpected(unit, ["amount", ...UNIT_STRINGS.map(([key]) => key)], "/purchase_units/0", notes);
    for (const [key, max] of UNIT_STRINGS) {
      const value = unit[key];
      if (value === undefined) continue;
      if (typeof value !== "string") details.push(badSyntax(`/purchase_units/0/${key}`, value));
      else if (value.length < 1 || value.length > max)
        details.push(
          detail(
            `/purchase_units/0/${key}`,
            value,
            "INVALID_STRING_LENGTH",
            `The value of a field is either too short or too long (1 to ${max}).`,
          ),
        );
      else strings[key] = value;
    }
  }
  const source = checkPaymentSource(body.payment_source, details, notes);

  if (details.length > 0 || !amount) return { details, notes };
  return {
    details,
    notes,
    order: {
      referenceId: strings.reference_id ?? "default",
      amount,
      ...(strings.description === undefined ? {} : { description: strings.description }),
      ...(strings.custom_id === undefined ? {} : { customId: strings.custom_id }),
      ...(strings.invoice_id === undefined ? {} : { invoiceId: strings.invoice_id }),
      ...(source.context ? { experienceContext: source.context } : {}),
      viaPaymentSource: source.via,
    },
  };
}

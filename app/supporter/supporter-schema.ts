// The supporter calls' fields (docs/API.md "Supporter payments"), shared by the page's form and
// the server. Messages are catalogue keys (supporter.*), localized where they are shown.
import { z } from "zod";
import { parseAmount } from "./period.ts";

const AMOUNT_MESSAGES = { format: "supporterPage.amountFormat", min: "supporterPage.amountMin", max: "supporterPage.amountMax" } as const;

/** An amount in euros as typed (SPEC §5: 1 to 135,960 EUR), to cents. */
export const amountField = z
  .string({ error: "supporterPage.amountRequired" })
  .max(32, { error: "supporterPage.amountFormat" })
  .transform((text, ctx) => {
    if (text.trim() === "") {
      ctx.addIssue({ code: "custom", message: "supporterPage.amountRequired" });
      return z.NEVER;
    }
    const parsed = parseAmount(text);
    if (!parsed.ok) {
      ctx.addIssue({ code: "custom", message: AMOUNT_MESSAGES[parsed.reason] });
      return z.NEVER;
    }
    return parsed.cents;
  });

/** Which of PayPal's checkouts the order is for: the wallet (default) or the guest card form. */
export const checkoutMethodField = z.enum(["paypal", "card"], { error: "supporterPage.methodInvalid" }).default("paypal");
export type CheckoutMethodField = z.infer<typeof checkoutMethodField>;

/** POST /api/supporter/order */
export const orderSchema = z.object({ amount: amountField, method: checkoutMethodField });

/** PayPal order ids are short upper-case codes; anything else is not one of ours. */
export const paymentIdField = z
  .string({ error: "supporterPage.paymentIdInvalid" })
  .regex(/^[A-Z0-9-]{1,64}$/i, { error: "supporterPage.paymentIdInvalid" });

/**
 * POST /api/approved-payment (SPEC §7: amount, period, email, paymentId). Only the payment id
 * matters: amount and period are the server's, stored with the order; a client's values are
 * accepted as text and ignored, so a client that sends other numbers changes nothing.
 */
export const approvedPaymentSchema = z.object({
  paymentId: paymentIdField,
  amount: z.string().max(64, { error: "validation.maxLength" }).optional(),
  period: z.string().max(64, { error: "validation.maxLength" }).optional(),
  email: z.string().max(128, { error: "validation.emailMax" }).optional(),
});

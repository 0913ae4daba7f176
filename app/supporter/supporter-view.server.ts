// A payment as the API and the supporter page show it to its owner: the server's numbers only.
import { centsToDecimal } from "./period.ts";
import type { PaymentRow } from "./payments.server.ts";

export interface PaymentView {
  paymentId: string;
  amount: string;
  currency: string;
  vat: string;
  net: string;
  period: { months: number; days: number };
  blackFriday: boolean;
  status: string;
  /** PayPal's issue when it refused the capture (PAYER_CANNOT_PAY …), else null. */
  issue: string | null;
  createdAt: string;
}

export function paymentView(p: PaymentRow): PaymentView {
  return {
    paymentId: p.orderId,
    amount: centsToDecimal(p.grossCents),
    currency: p.currency,
    vat: centsToDecimal(p.vatCents),
    net: centsToDecimal(p.netCents),
    period: { months: p.months, days: p.days },
    blackFriday: p.blackFriday,
    status: p.status,
    issue: p.paypalIssue,
    createdAt: p.createdAt.toISOString(),
  };
}

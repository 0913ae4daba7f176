import { formatDate } from "../../lib/dates/berlin-time.ts";
import { useSupporterT } from "./supporter-texts.tsx";

/** SPEC §4 Payment: processing, approved, error (plus PayPal's pending review, a decline and a cancel). */
export type PaymentState =
  | { kind: "idle" }
  | { kind: "processing" }
  | { kind: "approved"; until: string | null }
  | { kind: "pending"; message: string }
  | { kind: "payer-action"; message: string }
  | { kind: "declined"; message: string }
  | { kind: "cancelled" }
  | { kind: "error"; message: string };

export function PaymentStatus({ state, locale }: { state: PaymentState; locale: string }) {
  const st = useSupporterT();
  const text = (() => {
    switch (state.kind) {
      case "idle":
        return null;
      case "processing":
        return <p>{st("processing")}</p>;
      case "approved":
        return (
          <>
            <p>{st("approved")}</p>
            {state.until ? <p>{st("approvedUntil", { date: formatDate(state.until, locale, "long") })}</p> : null}
          </>
        );
      case "cancelled":
        return <p>{st("cancelled")}</p>;
      default:
        return <p>{state.message}</p>;
    }
  })();
  const tone = state.kind === "approved" ? "success" : state.kind === "error" || state.kind === "declined" ? "error" : "info";
  return (
    <div
      className={`payment-status payment-status-${tone}`}
      role="status"
      aria-live="polite"
      data-testid="payment-status"
      data-state={state.kind}
    >
      {text}
    </div>
  );
}

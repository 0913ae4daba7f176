import { formatDate } from "../../lib/dates/berlin-time.ts";
import { useTranslation } from "../../lib/i18n/i18n.tsx";

/** SPEC §4 Payment: processing, approved, error (plus PayPal's pending review, a decline and a cancel). */
export type PaymentState =
  | { kind: "idle" }
  | { kind: "processing" }
  | { kind: "approved"; until: string | null }
  | { kind: "pending"; message: string }
  | { kind: "declined"; message: string }
  | { kind: "cancelled" }
  | { kind: "error"; message: string };

export function PaymentStatus({ state, locale }: { state: PaymentState; locale: string }) {
  const { t } = useTranslation();
  const text = (() => {
    switch (state.kind) {
      case "idle":
        return null;
      case "processing":
        return <p>{t("supporter.processing")}</p>;
      case "approved":
        return (
          <>
            <p>{t("supporter.approved")}</p>
            {state.until ? <p>{t("supporter.approvedUntil", { date: formatDate(state.until, locale, "long") })}</p> : null}
          </>
        );
      case "cancelled":
        return <p>{t("supporter.cancelled")}</p>;
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

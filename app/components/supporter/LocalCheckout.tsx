import { useState } from "react";
import { useSupporterT } from "./supporter-texts.tsx";
import { approveLocally, confirmOrder, createOrder, type CheckoutMethod, type LocalScenario } from "./payment-calls.ts";
import type { PaymentState } from "./PaymentStatus.tsx";

interface Props {
  /** The amount as typed, or null while it is not a valid amount. */
  amount: string | null;
  amountLabel: string;
  onState: (state: PaymentState) => void;
  onAmountErrors: (errors: string[]) => void;
}

/**
 * Development only: a clearly labelled checkout against the local PayPal stand-in. It makes the
 * same calls as the PayPal buttons (create the order for the wallet or the card form, confirm
 * after approval); only the buyer's approval, and how PayPal then answers, is a button here
 * instead of PayPal's window.
 */
export function LocalCheckout({ amount, amountLabel, onState, onAmountErrors }: Props) {
  const st = useSupporterT();
  const [order, setOrder] = useState<{ id: string; amount: string; label: string; method: CheckoutMethod } | null>(null);
  const [busy, setBusy] = useState(false);

  async function start(method: CheckoutMethod) {
    if (!amount) return;
    setBusy(true);
    onState({ kind: "idle" });
    const result = await createOrder(amount, st("error"), method);
    setBusy(false);
    if (!result.ok) {
      onAmountErrors(result.fieldErrors);
      onState({ kind: "error", message: result.message });
      return;
    }
    setOrder({ id: result.orderId, amount, label: amountLabel, method });
  }

  async function approve(scenario: LocalScenario) {
    if (!order) return;
    setBusy(true);
    onState({ kind: "processing" });
    const approved = await approveLocally(order.id, scenario, order.method);
    const result = approved ? await confirmOrder(order.id, order.amount, st("error")) : null;
    setBusy(false);
    // PayPal sent the buyer back: the same order waits for their next approval here, as in PayPal's window.
    if (result?.status !== "payer-action") setOrder(null);
    if (!result) onState({ kind: "error", message: st("error") });
    else if (result.status === "completed") onState({ kind: "approved", until: result.until });
    else onState({ kind: result.status, message: result.message });
  }

  const scenarios: [LocalScenario, "localApprove" | "localApprovePending" | "localDecline" | "localPayerAction" | "localCannotPay"][] = [
    ["completed", "localApprove"],
    ["pending", "localApprovePending"],
    ["declined", "localDecline"],
    ["payer-action", "localPayerAction"],
    ["cannot-pay", "localCannotPay"],
  ];

  return (
    <section className="local-checkout" aria-labelledby="local-checkout-title" data-testid="local-checkout">
      <h3 id="local-checkout-title">{st("localHeading")}</h3>
      <p>{st("localText")}</p>
      {order ? (
        <>
          <p data-testid="local-order">
            {st(order.method === "card" ? "localOrderCard" : "localOrder", { id: order.id, amount: order.label })}
          </p>
          <div className="button-row">
            {scenarios.map(([scenario, label], index) => (
              <button
                key={scenario}
                type="button"
                className={index === 0 ? "button primary" : "button"}
                disabled={busy}
                onClick={() => void approve(scenario)}
              >
                {st(label)}
              </button>
            ))}
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => {
                setOrder(null);
                onState({ kind: "cancelled" });
              }}
            >
              {st("localCancel")}
            </button>
          </div>
        </>
      ) : (
        <div className="button-row">
          <button type="button" className="button primary" disabled={!amount || busy} onClick={() => void start("paypal")}>
            {st("localStart", { amount: amountLabel })}
          </button>
          <button type="button" className="button" disabled={!amount || busy} onClick={() => void start("card")}>
            {st("localStartCard", { amount: amountLabel })}
          </button>
        </div>
      )}
    </section>
  );
}

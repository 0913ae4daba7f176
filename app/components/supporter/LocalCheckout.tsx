import { useState } from "react";
import { useSupporterT } from "./supporter-texts.tsx";
import { approveLocally, confirmOrder, createOrder } from "./payment-calls.ts";
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
 * same calls as the PayPal buttons (create the order, confirm after approval); only the buyer's
 * approval is a button here instead of PayPal's window.
 */
export function LocalCheckout({ amount, amountLabel, onState, onAmountErrors }: Props) {
  const st = useSupporterT();
  const [order, setOrder] = useState<{ id: string; amount: string; label: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function start() {
    if (!amount) return;
    setBusy(true);
    onState({ kind: "idle" });
    const result = await createOrder(amount, st("error"));
    setBusy(false);
    if (!result.ok) {
      onAmountErrors(result.fieldErrors);
      onState({ kind: "error", message: result.message });
      return;
    }
    setOrder({ id: result.orderId, amount, label: amountLabel });
  }

  async function approve(scenario: "completed" | "pending" | "declined") {
    if (!order) return;
    setBusy(true);
    onState({ kind: "processing" });
    const approved = await approveLocally(order.id, scenario);
    const result = approved ? await confirmOrder(order.id, order.amount, st("error")) : null;
    setBusy(false);
    setOrder(null);
    if (!result) onState({ kind: "error", message: st("error") });
    else if (result.status === "completed") onState({ kind: "approved", until: result.until });
    else onState({ kind: result.status, message: result.message });
  }

  return (
    <section className="local-checkout" aria-labelledby="local-checkout-title" data-testid="local-checkout">
      <h3 id="local-checkout-title">{st("localHeading")}</h3>
      <p>{st("localText")}</p>
      {order ? (
        <>
          <p data-testid="local-order">{st("localOrder", { id: order.id, amount: order.label })}</p>
          <div className="button-row">
            <button type="button" className="button primary" disabled={busy} onClick={() => void approve("completed")}>
              {st("localApprove")}
            </button>
            <button type="button" className="button" disabled={busy} onClick={() => void approve("pending")}>
              {st("localApprovePending")}
            </button>
            <button type="button" className="button" disabled={busy} onClick={() => void approve("declined")}>
              {st("localDecline")}
            </button>
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
        <button type="button" className="button primary" disabled={!amount || busy} onClick={() => void start()}>
          {st("localStart", { amount: amountLabel })}
        </button>
      )}
    </section>
  );
}

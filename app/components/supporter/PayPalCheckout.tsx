import { useEffect, useRef, useState } from "react";
import { useSupporterT } from "./supporter-texts.tsx";
import { confirmOrder, createOrder, type CheckoutMethod } from "./payment-calls.ts";
import type { PaymentState } from "./PaymentStatus.tsx";

interface Props {
  clientId: string;
  environment: "production" | "sandbox";
  locale: "de" | "en";
  amount: string | null;
  onState: (state: PaymentState) => void;
  onAmountErrors: (errors: string[]) => void;
}

type Load = "loading" | "ready" | "failed";

interface PaymentCallbacks {
  onApprove: (data: { orderId: string }) => Promise<void>;
  onCancel: () => void;
  onError: () => void;
}

interface PaymentSession {
  start(options: { presentationMode: "auto" }, order: Promise<{ orderId: string }>): Promise<void>;
  destroy(): void;
}

/**
 * PayPal's web SDK v6, loaded on this page only (never elsewhere: the import below is this
 * component's own chunk, and the core script comes from PayPal when the component mounts).
 * Two buttons: PayPal, and the guest card payment, which needs no PayPal account (SPEC §8).
 * Both start a session with an order the server creates and priced (for the wallet or the card
 * form); on approval the server captures it (POST /api/approved-payment). When PayPal wants the
 * buyer back (a declined card, a confirmation), the same order goes through PayPal's window again.
 */
export function PayPalCheckout({ clientId, environment, locale, amount, onState, onAmountErrors }: Props) {
  const st = useSupporterT();
  const [load, setLoad] = useState<Load>("loading");
  const paypalRef = useRef<HTMLElement | null>(null);
  const cardRef = useRef<HTMLElement | null>(null);
  // The buttons' click handlers are bound once; they read the latest amount from here.
  const amountRef = useRef(amount);
  amountRef.current = amount;

  useEffect(() => {
    let cancelled = false;
    const cleanups: (() => void)[] = [];
    (async () => {
      const { loadCoreSdkScript } = await import("@paypal/paypal-js/sdk-v6");
      const paypal = await loadCoreSdkScript({ environment });
      if (!paypal || cancelled) return;
      const sdk = await paypal.createInstance({
        clientId,
        components: ["paypal-payments", "paypal-guest-payments"],
        pageType: "checkout",
        locale: locale === "en" ? "en-GB" : "de-DE",
      });
      const eligible = await sdk.findEligibleMethods({ currencyCode: "EUR" });
      if (cancelled) return;

      let orderAmount = "";
      // An order PayPal sent the buyer back for (payer-action): the next start of the same checkout
      // pays it instead of creating another.
      const waiting: Partial<Record<CheckoutMethod, string>> = {};
      const order = async (method: CheckoutMethod) => {
        const again = waiting[method];
        if (again) return { orderId: again };
        orderAmount = amountRef.current ?? "";
        const result = await createOrder(orderAmount, st("error"), method);
        if (!result.ok) {
          onAmountErrors(result.fieldErrors);
          throw new Error(result.message);
        }
        return { orderId: result.orderId };
      };
      const failed = () => onState({ kind: "error", message: st("error") });
      const checkout = (method: CheckoutMethod, button: HTMLElement, create: (callbacks: PaymentCallbacks) => PaymentSession) => {
        const session = create({
          onApprove: async ({ orderId }) => {
            onState({ kind: "processing" });
            const result = await confirmOrder(orderId, orderAmount, st("error"));
            delete waiting[method];
            if (result.status === "completed") onState({ kind: "approved", until: result.until });
            else if (result.status === "payer-action") {
              // PayPal's guide for a refused funding source: restart the payment with the same order.
              // Should the browser not let the window open again by itself, the message stays and
              // the next click on the button opens it with this order.
              waiting[method] = orderId;
              onState({ kind: "payer-action", message: result.message });
              void session.start({ presentationMode: "auto" }, order(method)).catch(() => undefined);
            } else onState({ kind: result.status, message: result.message });
          },
          onCancel: () => onState({ kind: "cancelled" }),
          onError: failed,
        });
        const click = () => {
          if (!amountRef.current && !waiting[method]) return;
          void session.start({ presentationMode: "auto" }, order(method)).catch(failed);
        };
        button.addEventListener("click", click);
        cleanups.push(
          () => button.removeEventListener("click", click),
          () => session.destroy(),
        );
      };

      if (eligible.isEligible("paypal") && paypalRef.current) {
        paypalRef.current.hidden = false;
        checkout("paypal", paypalRef.current, (callbacks) => sdk.createPayPalOneTimePaymentSession(callbacks));
      }
      if (cardRef.current) checkout("card", cardRef.current, (callbacks) => sdk.createPayPalGuestOneTimePaymentSession(callbacks));
      setLoad("ready");
    })().catch((error: unknown) => {
      console.error("PayPal checkout could not be loaded", error);
      if (!cancelled) setLoad("failed");
    });
    return () => {
      cancelled = true;
      for (const cleanup of cleanups) cleanup();
    };
    // The SDK is set up once per page view; the amount is read at click time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clientId, environment, locale]);

  return (
    <div className="paypal-checkout" aria-busy={load === "loading"}>
      {load === "loading" ? <p className="field-hint">{st("loadingCheckout")}</p> : null}
      {load === "failed" ? <p role="alert">{st("checkoutUnavailable")}</p> : null}
      {/* PayPal's custom elements; the SDK renders them once it has loaded. */}
      <paypal-button ref={paypalRef} type="pay" hidden aria-label={st("payWithPayPal")}></paypal-button>
      <paypal-basic-card-container>
        <paypal-basic-card-button ref={cardRef} aria-label={st("payWithCard")}></paypal-basic-card-button>
      </paypal-basic-card-container>
    </div>
  );
}

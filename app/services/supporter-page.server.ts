// The supporter page (SPEC §2 /de/unterstuetzer_innen): the offer of the day, the account's
// period and payments, and which checkout the browser loads (PayPal live or sandbox, or the local
// stand-in in development). The PayPal client id is public by design; the secret never leaves here.
import type { RouterContextProvider } from "react-router";
import { pagePath, pathFor, type Locale } from "../config/site-routes.ts";
import { SUPPORTER_CURRENCY } from "../config/supporter.ts";
import { appContext } from "../context.server.ts";
import { berlinDate } from "../lib/dates/berlin-time.ts";
import { isBlackFriday, isSupporterActive } from "../lib/supporter/period.ts";
import { userPayments } from "../models/payments.server.ts";
import { getInstance } from "../middleware/i18next.ts";
import { checkoutMode, paypalConfig, type CheckoutMode } from "./paypal.server.ts";
import { getSession } from "./session.server.ts";
import { paymentView, type PaymentView } from "./supporter-view.server.ts";

/** Payments listed on the page; older ones are in the data export. */
const LISTED_PAYMENTS = 20;

export type Checkout = { mode: "none" } | { mode: "local" } | { mode: Exclude<CheckoutMode, "local">; clientId: string };

export interface SupporterPage {
  title: string;
  description: string;
  locale: Locale;
  today: string;
  blackFriday: boolean;
  currency: string;
  /** Signed in: the current expiry (null when not a supporter) and the payments. */
  account: { until: string | null; payments: PaymentView[] } | null;
  loginHref: string;
  checkout: Checkout;
}

export async function supporterPage(request: Request, context: Readonly<RouterContextProvider>): Promise<SupporterPage> {
  const { env, db, now } = context.get(appContext);
  const t = getInstance(context).t;
  const locale = getInstance(context).language === "en" ? "en" : "de";
  const today = berlinDate(now);
  const session = await getSession(request, context);
  const config = paypalConfig(env);
  const mode = config ? checkoutMode(env, config) : null;
  const checkout: Checkout =
    !config || !mode ? { mode: "none" } : mode === "local" ? { mode: "local" } : { mode, clientId: config.clientId };
  const here = pagePath(request);
  return {
    title: t("supporter.title"),
    description: t("supporter.description"),
    locale,
    today,
    blackFriday: isBlackFriday(today),
    currency: SUPPORTER_CURRENCY,
    account: session
      ? {
          until: isSupporterActive(session.user.supporterUntil, today) ? session.user.supporterUntil : null,
          payments: (await userPayments(db, session.user.id, LISTED_PAYMENTS)).map(paymentView),
        }
      : null,
    loginHref: `${pathFor("authentication", locale)}?from=${encodeURIComponent(here)}`,
    checkout,
  };
}

// The supporter page (SPEC §2 /de/unterstuetzer_innen): the offer of the day, the account's
// period and payments, and which checkout the browser loads (PayPal live or sandbox, or the local
// stand-in in development). The PayPal client id is public by design; the secret never leaves here.
import type { RouterContextProvider } from "react-router";
import { pathFor, type Locale } from "../config/site-routes.ts";
import { SUPPORTER_CURRENCY } from "../config/supporter.ts";
import { appContext, requestFacts } from "../context.server.ts";
import { berlinDate } from "../lib/dates/berlin-time.ts";
import { isBlackFriday, isSupporterActive } from "../supporter/period.ts";
import { userPayments } from "../supporter/payments.server.ts";
import { getInstance } from "../middleware/i18next.ts";
import { resources } from "../locales/index.ts";
import type { SupporterTexts } from "../locales/de/supporter-page.ts";
import type { AppEnv } from "../env.server.ts";
import { checkoutMode, paypalConfig, type CheckoutMode, type PayPalConfig } from "../clients/paypal.server.ts";
import { paymentView, type PaymentView } from "../supporter/supporter-view.server.ts";

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
  /** The page's own texts in its language (not in the JavaScript every page loads). */
  texts: SupporterTexts;
}

/** Development only: `?checkout=paypal` shows PayPal's sandbox SDK instead of the local checkout (needs network and sandbox credentials). */
const SDK_SWITCH = "paypal";

function checkoutFor(env: AppEnv, config: PayPalConfig | null, url: URL): Checkout {
  if (!config) return { mode: "none" };
  const mode = checkoutMode(env, config);
  if (mode !== "local") return { mode, clientId: config.clientId };
  return env.ENVIRONMENT === "development" && url.searchParams.get("checkout") === SDK_SWITCH
    ? { mode: "sandbox", clientId: config.clientId }
    : { mode: "local" };
}

export async function supporterPage(request: Request, context: Readonly<RouterContextProvider>): Promise<SupporterPage> {
  const { env, db, now, locale } = context.get(appContext);
  const t = getInstance(context).t;
  const facts = requestFacts(context);
  const today = berlinDate(now);
  const session = await facts.session();
  const config = paypalConfig(env);
  const checkout = checkoutFor(env, config, new URL(request.url));
  const here = facts.path;
  return {
    title: t("supporterPage.title"),
    description: t("supporterPage.description"),
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
    texts: resources[locale].translation.supporterPage,
  };
}

// The supporter flows' dependencies for one request: PayPal (or none, when not configured), the
// mailer and the request's clock.
import type { RouterContextProvider } from "react-router";
import { appContext } from "../context.server.ts";
import type { AppEnv } from "../env.server.ts";
import { mailerFor } from "../mail/mail-setup.server.ts";
import { PayPalClient, paypalConfig } from "../clients/paypal.server.ts";
import type { SupporterDeps } from "./supporter.server.ts";

export function paypalClient(env: AppEnv, now: Date): PayPalClient | null {
  const config = paypalConfig(env);
  return config ? new PayPalClient(config, { now: () => now.getTime() }) : null;
}

export function supporterDeps(context: Readonly<RouterContextProvider>): SupporterDeps {
  const { env, db, now } = context.get(appContext);
  return {
    db,
    paypal: paypalClient(env, now),
    mailer: mailerFor(env, db, now),
    now,
    seller: { name: env.OPERATOR_NAME, address: env.OPERATOR_ADDRESS },
  };
}

// Webhook deliveries and their verification. Real deliveries carry an RSA signature checked with
// PayPal's certificate; sites are told to let POST /v1/notifications/verify-webhook-signature do
// that check. So "signed" here means: PayPal (the stand-in) remembers exactly which transmission
// headers it sent with which event, and verification succeeds for those and nothing else.
import { canonicalJson, type JsonObject } from "./json.ts";
import { isoMillis, isoSeconds, paypalId, randomBase64 } from "./ids.ts";
import type { WebhookDelivery, WebhookEvent } from "./types.ts";

export const AUTH_ALGO = "SHA256withRSA";

export interface Transmission {
  auth_algo: string;
  cert_url: string;
  transmission_id: string;
  transmission_sig: string;
  transmission_time: string;
}

export const TRANSMISSION_FIELDS = ["auth_algo", "cert_url", "transmission_id", "transmission_sig", "transmission_time"] as const;

interface Issued {
  transmission: Transmission;
  event: string;
}

/**
 * A base64 RSA-2048 signature's length and alphabet, beginning with a letter or digit: PayPal's
 * verify-webhook-signature request documents transmission_sig as `^(?!\d+$)\w+\S+`, which one
 * base64 signature in 32 (those beginning with + or /) would not match. The site passes on
 * whatever PayPal sent (paypal.server.ts says why); the stand-in sends what PayPal documents.
 */
function signature(): string {
  for (;;) {
    const candidate = randomBase64(256);
    if (/^\w/.test(candidate)) return candidate;
  }
}

export function webhookEvent(api: string, now: number, eventType: string, summary: string, resource: JsonObject): WebhookEvent {
  const id = `WH-${paypalId()}-${paypalId()}`;
  const self = `${api}/v1/notifications/webhooks-events/${id}`;
  return {
    id,
    event_version: "1.0",
    create_time: isoMillis(now),
    resource_type: eventType === "PAYMENT.CAPTURE.REFUNDED" || eventType === "PAYMENT.CAPTURE.REVERSED" ? "refund" : "capture",
    resource_version: "2.0",
    event_type: eventType,
    summary,
    resource,
    links: [
      { href: self, rel: "self", method: "GET" },
      { href: `${self}/resend`, rel: "resend", method: "POST" },
    ],
  };
}

function deliver(event: WebhookEvent, certUrl: string, now: number): { delivery: WebhookDelivery; transmission: Transmission } {
  const transmission: Transmission = {
    auth_algo: AUTH_ALGO,
    cert_url: certUrl,
    transmission_id: crypto.randomUUID(),
    transmission_sig: signature(),
    transmission_time: isoSeconds(now),
  };
  const headers = {
    "Content-Type": "application/json",
    "PAYPAL-AUTH-ALGO": transmission.auth_algo,
    "PAYPAL-CERT-URL": transmission.cert_url,
    "PAYPAL-TRANSMISSION-ID": transmission.transmission_id,
    "PAYPAL-TRANSMISSION-SIG": transmission.transmission_sig,
    "PAYPAL-TRANSMISSION-TIME": transmission.transmission_time,
  };
  return { delivery: { headers, body: JSON.stringify(event), event }, transmission };
}

/** Remembers what it sent, to answer verify-webhook-signature as PayPal would. */
export class WebhookSigner {
  private readonly issued = new Map<string, Issued>();
  private readonly certUrl: string;
  private readonly forgedCertUrl: string;

  constructor(api: string, certSuffix: string) {
    this.certUrl = `${api}/v1/notifications/certs/CERT-360caa42-fca2a594-${certSuffix}`;
    this.forgedCertUrl = `${api}/v1/notifications/certs/CERT-360caa42-fca2a594-forged00`;
  }

  sign(event: WebhookEvent, now: number): WebhookDelivery {
    const { delivery, transmission } = deliver(event, this.certUrl, now);
    this.issued.set(transmission.transmission_id, { transmission, event: canonicalJson(event) });
    return delivery;
  }

  /** Headers of the right shape that were never issued: verification must fail. */
  forge(event: WebhookEvent, now: number): WebhookDelivery {
    return deliver(event, this.forgedCertUrl, now).delivery;
  }

  /** undefined when the delivery is one this stand-in sent, else why not. */
  mismatch(transmission: Transmission, event: JsonObject): string | undefined {
    const issued = this.issued.get(transmission.transmission_id);
    if (!issued) return `transmission_id ${transmission.transmission_id} was never sent`;
    const differing = TRANSMISSION_FIELDS.filter((field) => issued.transmission[field] !== transmission[field]);
    if (differing.length > 0) return `${differing.join(", ")} differ from what was sent`;
    if (canonicalJson(event) !== issued.event) return "webhook_event differs from the event that was sent";
    return undefined;
  }

  clear(): void {
    this.issued.clear();
  }
}

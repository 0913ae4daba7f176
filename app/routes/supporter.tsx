import { Suspense, useState } from "react";
import { retryLazy } from "../components/shell/ui-context.tsx";
import { useRevalidator } from "react-router";
import type { Route } from "./+types/supporter";
import { PaymentStatus, type PaymentState } from "../components/supporter/PaymentStatus.tsx";
import { SUPPORTER_SUGGESTED_CENTS } from "../config/supporter.ts";
import { pageMeta } from "../content/meta.ts";
import { formatDate } from "../lib/dates/berlin-time.ts";
import { formatEuros } from "../lib/format/locale-format.ts";
import { SupporterTextsProvider, useSupporterT } from "../components/supporter/supporter-texts.tsx";
import { centsToDecimal, extendUntil, parseAmount, periodFor, vatBreakdown } from "../supporter/period.ts";
import { periodText } from "../supporter/period-text.ts";
import { supporterPage, type SupporterPage } from "./supporter.server.ts";
import { CSP_PROFILE_HEADER } from "../lib/security/security-headers.server.ts";

// PayPal's checkout (and its SDK loader) is its own chunk, fetched only when this page renders it.
const PayPalCheckout = retryLazy(
  () => import("../components/supporter/PayPalCheckout.tsx").then((m) => ({ default: m.PayPalCheckout })),
  true,
);
// The checkout against the local PayPal stand-in exists in development builds only: in the
// production build the condition is the literal `false` and the import goes with its chunk.
const LocalCheckout = __DEVELOPMENT_BUILD__
  ? retryLazy(() => import("../components/supporter/LocalCheckout.tsx").then((m) => ({ default: m.LocalCheckout })), true)
  : null;

export async function loader({ request, context }: Route.LoaderArgs) {
  return supporterPage(request, context);
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.title, loaderData?.description);

/**
 * Tells CSP to let PayPal's frames and calls in on this page only (lib/security/security-headers.server.ts),
 * keeping the root's headers (its cookies and, for visitors with ads, the ads profile).
 */
export const headers: Route.HeadersFunction = ({ parentHeaders }) => {
  const merged = new Headers(parentHeaders);
  merged.set(CSP_PROFILE_HEADER, [parentHeaders.get(CSP_PROFILE_HEADER), "paypal"].filter(Boolean).join(", "));
  return merged;
};

function History({ page }: { page: SupporterPage }) {
  const st = useSupporterT();
  const payments = page.account?.payments ?? [];
  if (payments.length === 0) return null;
  return (
    <section className="card" aria-labelledby="payment-history-title">
      <h2 id="payment-history-title" className="card-title">
        {st("historyHeading")}
      </h2>
      <div className="table-scroll">
        <table className="payment-history" data-testid="payment-history">
          <thead>
            <tr>
              <th scope="col">{st("historyDate")}</th>
              <th scope="col">{st("historyAmount")}</th>
              <th scope="col">{st("historyPeriod")}</th>
              <th scope="col">{st("historyStatus")}</th>
            </tr>
          </thead>
          <tbody>
            {payments.map((p) => (
              <tr key={p.paymentId}>
                <td>{formatDate(p.createdAt.slice(0, 10), page.locale)}</td>
                <td>{formatEuros(Math.round(Number(p.amount) * 100), page.locale)}</td>
                <td>{periodText(p.period, page.texts)}</td>
                <td>{st(`status_${p.status as "completed"}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The same messages the server answers for the same input (supporter/supporter-schema.ts). */
function amountMessage(text: string, reason: "format" | "min" | "max") {
  if (reason === "min") return "amountMin";
  if (reason === "max") return "amountMax";
  return text.trim() === "" ? "amountRequired" : "amountFormat";
}

export default function Supporter({ loaderData: page }: Route.ComponentProps) {
  return (
    <SupporterTextsProvider locale={page.locale} texts={page.texts}>
      <SupporterContent page={page} />
    </SupporterTextsProvider>
  );
}

function SupporterContent({ page }: { page: SupporterPage }) {
  const st = useSupporterT();
  const revalidator = useRevalidator();
  const [amount, setAmount] = useState("10");
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [state, setState] = useState<PaymentState>({ kind: "idle" });
  const parsed = parseAmount(amount);
  const cents = parsed.ok ? parsed.cents : null;
  const period = cents === null ? null : periodFor(cents, page.blackFriday);
  const until = period ? extendUntil(page.account?.until ?? null, page.today, period).until : null;
  const vat = cents === null ? null : vatBreakdown(cents);
  const amountError = parsed.ok ? null : st(amountMessage(amount, parsed.reason));
  const errors = [...(amountError ? [amountError] : []), ...serverErrors];
  const amountLabel = cents === null ? "" : formatEuros(cents, page.locale);
  const onState = (next: PaymentState) => {
    setState(next);
    // The shell (login card, supporter box, ads) follows the new period at once.
    if (next.kind === "approved") void revalidator.revalidate();
  };

  return (
    <section className="content-page supporter-page" aria-labelledby="supporter-title">
      <h1 id="supporter-title">{st("title")}</h1>
      {page.blackFriday ? (
        <p className="black-friday-offer" role="note" data-testid="black-friday-offer">
          {st("blackFridayOffer")}
        </p>
      ) : null}
      <section aria-labelledby="why-title">
        <h2 id="why-title">{st("whyHeading")}</h2>
        <p>{st("why1")}</p>
        <p>{st("why2")}</p>
        <p>{st("why3")}</p>
      </section>
      {page.account?.until ? (
        <p className="notice" data-testid="current-until">
          {st("currentUntil", { date: formatDate(page.account.until, page.locale, "long") })}
        </p>
      ) : null}

      <section className="card supporter-form" aria-labelledby="amount-title">
        <h2 id="amount-title" className="card-title">
          {st("formHeading")}
        </h2>
        <form onSubmit={(e) => e.preventDefault()} noValidate>
          <label htmlFor="supporter-amount">{st("amountLabel")}</label>
          <div className="amount-row">
            <input
              id="supporter-amount"
              name="amount"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(e) => {
                setAmount(e.target.value);
                setServerErrors([]);
              }}
              aria-describedby="supporter-amount-hint supporter-amount-preview"
              aria-invalid={errors.length > 0}
              aria-errormessage={errors.length > 0 ? "supporter-amount-error" : undefined}
            />
            <span aria-hidden="true">€</span>
          </div>
          <p id="supporter-amount-hint" className="field-hint">
            {st("amountHint")}
          </p>
          <div className="button-row" role="group" aria-label={st("suggestions")}>
            {SUPPORTER_SUGGESTED_CENTS.map((c) => (
              <button
                key={c}
                type="button"
                className="button"
                aria-pressed={cents === c}
                onClick={() => setAmount(centsToDecimal(c).replace(/\.00$/, ""))}
              >
                {formatEuros(c, page.locale)}
              </button>
            ))}
          </div>
          {errors.length > 0 ? (
            <p id="supporter-amount-error" className="field-error" role="alert">
              {errors.join(" ")}
            </p>
          ) : null}
          <p id="supporter-amount-preview" className="amount-preview" aria-live="polite" data-testid="period-preview">
            {period && until ? (
              <>
                {st("previewPeriod", { period: periodText(period, page.texts) })}{" "}
                <strong data-testid="preview-until">{st("previewUntil", { date: formatDate(until, page.locale, "long") })}</strong>
              </>
            ) : (
              st("previewInvalid")
            )}
          </p>
          {vat ? (
            <p className="field-hint" data-testid="vat-note">
              {st("vatNote", {
                gross: formatEuros(vat.grossCents, page.locale),
                vat: formatEuros(vat.vatCents, page.locale),
                net: formatEuros(vat.netCents, page.locale),
              })}
            </p>
          ) : null}
        </form>
      </section>

      <section className="card" aria-labelledby="pay-title">
        <h2 id="pay-title" className="card-title">
          {st("payHeading")}
        </h2>
        <p data-testid="no-account-needed">{st("noAccountNeeded")}</p>
        <noscript>
          <p>{st("noscript")}</p>
        </noscript>
        {!page.account ? (
          <p>
            {st("loginFirst")} <a href={page.loginHref}>{st("loginLink")}</a>
          </p>
        ) : page.checkout.mode === "none" ? (
          <p role="alert">{st("checkoutUnavailable")}</p>
        ) : page.checkout.mode === "local" ? (
          LocalCheckout ? (
            <Suspense fallback={<p className="field-hint">{st("loadingCheckout")}</p>}>
              <LocalCheckout
                amount={cents === null ? null : amount}
                amountLabel={amountLabel}
                onState={onState}
                onAmountErrors={setServerErrors}
              />
            </Suspense>
          ) : (
            <p role="alert">{st("checkoutUnavailable")}</p>
          )
        ) : (
          <Suspense fallback={<p className="field-hint">{st("loadingCheckout")}</p>}>
            <PayPalCheckout
              clientId={page.checkout.clientId}
              environment={page.checkout.mode}
              locale={page.locale}
              amount={cents === null ? null : amount}
              onState={onState}
              onAmountErrors={setServerErrors}
            />
          </Suspense>
        )}
        <PaymentStatus state={state} locale={page.locale} />
      </section>
      <History page={page} />
    </section>
  );
}

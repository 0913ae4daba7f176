import { useEffect, useSyncExternalStore } from "react";
import { COUNTER_COOKIE, COUNTER_NO_ID, COUNTER_REFRESH_MS } from "../../config/counter.ts";
import { readCookie, wireCookieName, type CookiePolicy } from "../../lib/http/cookies.ts";
import { useTranslation } from "../../lib/i18n/i18n.tsx";
import { useRootData } from "../../shell/root-data.ts";

interface Figures {
  online: number;
  today: number;
  yesterday: number;
}

// One pinger per page, however many counters are mounted (the sidebar exists twice: the aside
// and the phone dialog). The server sets the id cookie; the browser sends it back as SPEC §7 asks.
let figures: Figures | null = null;
const listeners = new Set<() => void>();
let users = 0;
let timer: number | undefined;

async function ping(policy: CookiePolicy) {
  const id = readCookie(document.cookie, wireCookieName(COUNTER_COOKIE, policy)) ?? COUNTER_NO_ID;
  try {
    const res = await fetch("/api/counter", { method: "POST", body: new URLSearchParams({ counterUUID: id }) });
    if (!res.ok) return;
    const body: Figures = await res.json();
    figures = { online: body.online, today: body.today, yesterday: body.yesterday };
    for (const l of listeners) l();
  } catch {
    // Offline for a moment: the next ping tries again; the figures shown stay.
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** SPEC §2 sidebar visitor counter: online now, today, yesterday; pinged on load and every 5 minutes. */
export function VisitorCounter({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation();
  const { cookiePolicy, locale } = useRootData();
  const current = useSyncExternalStore(
    subscribe,
    () => figures,
    () => null,
  );
  useEffect(() => {
    if (users++ === 0) {
      void ping(cookiePolicy);
      timer = window.setInterval(() => void ping(cookiePolicy), COUNTER_REFRESH_MS);
    }
    return () => {
      if (--users === 0) window.clearInterval(timer);
    };
  }, [cookiePolicy]);
  const number = (n: number | undefined) => (n === undefined ? "–" : n.toLocaleString(locale === "en" ? "en-GB" : "de-DE"));
  const titleId = `${idPrefix}-counter-title`;
  return (
    <section className="card visitor-counter" aria-labelledby={titleId}>
      <h2 id={titleId} className="card-title">
        {t("counter.title")}
      </h2>
      <dl aria-live="off" data-testid="visitor-counter">
        <div>
          <dt>{t("counter.online")}</dt>
          <dd data-testid="counter-online">{number(current?.online)}</dd>
        </div>
        <div>
          <dt>{t("counter.today")}</dt>
          <dd data-testid="counter-today">{number(current?.today)}</dd>
        </div>
        <div>
          <dt>{t("counter.yesterday")}</dt>
          <dd data-testid="counter-yesterday">{number(current?.yesterday)}</dd>
        </div>
      </dl>
    </section>
  );
}

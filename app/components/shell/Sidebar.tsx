import { lazy, Suspense, useEffect, useState } from "react";
import { retryLazy } from "./ui-context.tsx";
import { usePreloadFullTranslation, useTranslation } from "../../lib/i18n/i18n.tsx";
import { formatDate } from "../../lib/dates/berlin-time.ts";
import { useRootData } from "../../shell/root-data.ts";
import { Dialog } from "../Dialog.tsx";
import { pathFor } from "../../config/site-routes.ts";
import { BlackFriday } from "../supporter/BlackFriday.tsx";
import { SupporterBox } from "../supporter/SupporterBox.tsx";
import { Tabs } from "../Tabs.tsx";
import { AdSlot } from "../ads/AdSlot.tsx";
import { Statistics } from "../saves/Statistics.tsx";
import { VisitorCounter } from "./VisitorCounter.tsx";
import type { DailyCalendar as DailyCalendarComponent } from "../daily/DailyCalendar.tsx";

// The login forms (with Conform and Zod) load only when the Account tab is opened: most page
// views never open it, and the play page's JavaScript budget is small. Their texts are on-demand
// texts (useFullTranslation), loaded at the same time. Without JavaScript the sign-in page
// (/de/authentifizierung) has the same forms.
// A failed load says so in the card, with Retry.
const LoginCard = retryLazy(() => import("../account/LoginCard.tsx").then((m) => ({ default: m.LoginCard })));
// The calendar is not on the play page's first-load JavaScript: the browser hydrates it when its
// chunk arrives (its server HTML shows meanwhile, and its links work as they are).
type CalendarModule = { default: typeof DailyCalendarComponent };
const loadCalendar = (): Promise<CalendarModule> => import("../daily/DailyCalendar.tsx").then((m) => ({ default: m.DailyCalendar }));
let serverCalendar: CalendarModule | null = null;
// The server loads it as it starts and hands it to React.lazy as a settled thenable, which renders
// without suspending: even the first page an isolate serves has the calendar in place, not in a
// streamed segment that only JavaScript would move there.
if (import.meta.env.SSR) void loadCalendar().then((m) => (serverCalendar = m));
const settled = (m: CalendarModule) => ({ then: (resolve: (value: CalendarModule) => void) => resolve(m) }) as Promise<CalendarModule>;
// In the browser a chunk that does not come says so in the alert sheet; the server's thenable is
// no promise (retryLazy's catch would turn it into one, which suspends).
const DailyCalendar = import.meta.env.SSR
  ? lazy(() => (serverCalendar ? settled(serverCalendar) : loadCalendar()))
  : retryLazy(loadCalendar, true);

function News() {
  const { news, locale } = useRootData();
  return (
    <ul className="news-list">
      {news.map((item) => (
        <li key={item.date}>
          <p className="news-date">{formatDate(item.date, locale)}</p>
          <a href={item.path} className="news-title">
            {item.title}
          </a>
          <p className="news-lead">{item.lead}</p>
        </li>
      ))}
    </ul>
  );
}

function Account({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation();
  const { user } = useRootData();
  const preloadTexts = usePreloadFullTranslation();
  useEffect(preloadTexts, [preloadTexts]);
  return (
    <section className="card" aria-labelledby={`${idPrefix}-account-title`}>
      <h2 id={`${idPrefix}-account-title`} className="card-title">
        {t("sidebar.accountTitle")}
      </h2>
      {user ? null : <p>{t("sidebar.accountText")}</p>}
      <Suspense fallback={<p className="field-hint">{t("loader.loading")}</p>}>
        <LoginCard idPrefix={idPrefix} />
      </Suspense>
    </section>
  );
}

function SidebarContent({ initialTab, idPrefix }: { initialTab?: number; idPrefix: string }) {
  const { t } = useTranslation();
  const { locale, pathname } = useRootData();
  return (
    <>
      <noscript>
        <p className="noscript-login">
          <a href={pathFor("authentication", locale)}>{t("sidebar.login")}</a>
        </p>
      </noscript>
      <Tabs
        label={t("sidebar.label")}
        initial={initialTab}
        tabs={[
          { id: "news", label: t("sidebar.news"), content: <News /> },
          { id: "account", label: t("sidebar.account"), content: <Account idPrefix={idPrefix} /> },
        ]}
      />
      {/* Under the tabs, so they show whichever tab is open (SPEC §2 order). */}
      <SupporterBox idPrefix={idPrefix} />
      <BlackFriday size="small" />
      <VisitorCounter idPrefix={idPrefix} />
      {/* Keyed by page: a new page is a new ad request, and the old ad is cleared (SPEC §4). */}
      <AdSlot key={pathname} position="rectangle" />
      <Statistics idPrefix={idPrefix} />
      <Suspense fallback={null}>
        <DailyCalendar idPrefix={idPrefix} />
      </Suspense>
    </>
  );
}

/**
 * Wide screens: an aside with the tabs News and Account. Small screens: the aside is hidden by
 * CSS and a floating user button opens the same content in a dialog.
 */
export function Sidebar() {
  const { t } = useTranslation();
  const { pathname } = useRootData();
  const [open, setOpen] = useState(false);
  return (
    <>
      <aside className="sidebar" aria-label={t("sidebar.label")}>
        <SidebarContent idPrefix="sidebar" />
        {/* Fixed beside the page on windows wider than 1520 px (ads.css), where this aside always shows. */}
        <AdSlot key={pathname} position="sticky-skyscraper" />
      </aside>
      <button
        type="button"
        className="fab user-fab"
        aria-label={t("sidebar.open")}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid="sidebar-fab"
      >
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
          <circle cx="12" cy="8" r="4" fill="currentColor" />
          <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="currentColor" />
        </svg>
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t("sidebar.label")}
        closeLabel={t("sidebar.close")}
        className="sidebar-dialog"
      >
        <SidebarContent idPrefix="sidebar-dialog" initialTab={1} />
      </Dialog>
    </>
  );
}

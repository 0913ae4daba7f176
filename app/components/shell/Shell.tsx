import { Suspense, useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "../../lib/i18n/i18n.tsx";
import { useNavigation } from "react-router";
import { useRootData } from "../../shell/root-data.ts";
import { AlertSheet } from "./AlertSheet.tsx";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";
import { MenuRow } from "./MenuRow.tsx";
import { Navbar } from "./Navbar.tsx";
import { PageLoader } from "./PageLoader.tsx";
import { Sidebar } from "./Sidebar.tsx";
import { BlackFriday } from "../supporter/BlackFriday.tsx";
import { retryLazy, useUi } from "./ui-context.tsx";
import { AdSlot } from "../ads/AdSlot.tsx";
import { useDaytime } from "./use-daytime.ts";
import { useLinkLoader } from "./link-loader.ts";

// Shown only before SPEC's end date (2021-04-02): its code loads only when the server says to show it.
const SplashDialog = retryLazy(() => import("./SplashDialog.tsx").then((m) => ({ default: m.SplashDialog })), true);

// The navigation drawer renders nothing until it is opened (Dialog), so its code loads then too.
const Drawer = retryLazy(() => import("./Drawer.tsx").then((m) => ({ default: m.Drawer })), true);

export function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const root = useRootData();
  const { phase, theme } = useDaytime(root.phase, root.themeChoice, root.location);
  const navigation = useNavigation();
  const { showLoader, hideLoader, drawerOpen } = useUi();
  // Once opened, the drawer stays mounted: closing it returns the focus to the menu button.
  const [drawerSeen, setDrawerSeen] = useState(false);
  if (drawerOpen && !drawerSeen) setDrawerSeen(true);

  // Client-side navigations (links inside pages) show the same loader as navigation buttons.
  // The address it waits for is what the loader's time-out loads again (PageLoader.tsx).
  const loading = navigation.state === "loading" ? navigation.location.pathname + navigation.location.search : null;
  useEffect(() => {
    if (loading !== null) showLoader(t("loader.loading"), loading);
    else hideLoader(t("loader.loading"));
    // Not on the loader's own changes: after the time-out has hidden it, a navigation still stuck must not bring it back.
  }, [loading, showLoader, hideLoader, t]);

  useLinkLoader(showLoader, t("loader.label"));

  // The service worker and its notices (app/pwa/), after the page is up: nothing of it in the first load.
  useEffect(() => {
    if ("serviceWorker" in navigator) void import("../../pwa/pwa-client.ts").then((m) => m.startPwa(root));
    // Once per page: a new page (and a new player) comes with a new document.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A page restored from the back/forward cache must not keep showing the loader it left with.
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => e.persisted && hideLoader();
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, [hideLoader]);

  return (
    <>
      {/* The skip link is the navbar's first element: the first Tab stop, inside a landmark. */}
      <Navbar />
      <Header phase={phase} theme={theme} />
      {/* SPEC §2: the leaderboard between header and menu row; the skyscraper beside the page on wide windows. */}
      <AdSlot key={`leaderboard${root.pathname}`} position="leaderboard" landmark />
      <MenuRow />
      <div className="layout">
        <main id="main" className="main" tabIndex={-1}>
          <BlackFriday size="large" />
          {children}
        </main>
        <Sidebar />
      </div>
      <Footer />
      {drawerSeen ? (
        <Suspense fallback={null}>
          <Drawer />
        </Suspense>
      ) : null}
      <PageLoader />
      <AlertSheet />
      {root.showSplash ? (
        <Suspense fallback={null}>
          <SplashDialog />
        </Suspense>
      ) : null}
    </>
  );
}

import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
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
import { useUi } from "./ui-context.tsx";
import { AdSlot } from "../ads/AdSlot.tsx";
import { useDaytime } from "./use-daytime.ts";
import { useLinkLoader } from "./link-loader.ts";
import { APP_VERSION } from "../../config/constants.ts";
import { pathFor } from "../../config/site-routes.ts";

// Shown only before SPEC's end date (2021-04-02): its code loads only when the server says to show it.
const SplashDialog = lazy(() => import("./SplashDialog.tsx").then((m) => ({ default: m.SplashDialog })));

// The navigation drawer renders nothing until it is opened (Dialog), so its code loads then too.
const Drawer = lazy(() => import("./Drawer.tsx").then((m) => ({ default: m.Drawer })));

export function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const root = useRootData();
  const { phase, theme } = useDaytime(root.phase, root.themeChoice, root.location);
  const navigation = useNavigation();
  const { showLoader, hideLoader, loaderPurpose, drawerOpen } = useUi();
  // Once opened, the drawer stays mounted: closing it returns the focus to the menu button.
  const [drawerSeen, setDrawerSeen] = useState(false);
  if (drawerOpen && !drawerSeen) setDrawerSeen(true);

  // Client-side navigations (links inside pages) show the same loader as navigation buttons.
  useEffect(() => {
    if (navigation.state === "loading") showLoader(t("loader.loading"));
    else if (loaderPurpose === t("loader.loading")) hideLoader();
  }, [navigation.state, showLoader, hideLoader, loaderPurpose, t]);

  useLinkLoader(showLoader, t("loader.label"));

  // The service worker and its notices (app/pwa/), after the page is up: nothing of it in the first load.
  const userId = root.user?.id ?? null;
  useEffect(() => {
    const facts = { userId, locale: root.locale, version: APP_VERSION, releaseNotes: pathFor("release-notes", root.locale) };
    if ("serviceWorker" in navigator) void import("../../pwa/pwa-client.ts").then((m) => m.startPwa(facts));
  }, [userId, root.locale]);

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

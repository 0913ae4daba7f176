import { lazy, Suspense } from "react";
import { useTranslation } from "../../lib/i18n/i18n.tsx";
import { Dialog } from "../Dialog.tsx";
import type * as DrawerNavModule from "./DrawerNav.tsx";
import { useUi } from "./ui-context.tsx";

// The contents load when the drawer first opens (or the pointer first comes near its button, see
// Navbar.tsx): a visitor who never opens it does not download them, which keeps the play page
// within its JavaScript budget (scripts/bench/play-page-js.ts). The dialog renders its children
// only while open, so the server's HTML and a page without JavaScript lose nothing.
let drawerNav: Promise<typeof DrawerNavModule> | undefined;
export const loadDrawerNav = () => (drawerNav ??= import("./DrawerNav.tsx"));
const DrawerNav = lazy(loadDrawerNav);

/** The navigation drawer of SPEC §2: a dialog whose contents are DrawerNav.tsx. */
export function Drawer() {
  const { t } = useTranslation();
  const { drawerOpen, setDrawerOpen } = useUi();
  return (
    <Dialog
      open={drawerOpen}
      onClose={() => setDrawerOpen(false)}
      title={t("drawer.title")}
      closeLabel={t("nav.closeMenu")}
      className="drawer"
    >
      <Suspense fallback={<p className="drawer-hint">{t("loader.loading")}</p>}>
        <DrawerNav />
      </Suspense>
    </Dialog>
  );
}

import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { AccountActionData } from "../../accounts/account-forms.ts";
import { useTranslation } from "../../lib/i18n/i18n.tsx";
import { useUi } from "../shell/ui-context.tsx";

/**
 * The login card's posts share one keyed fetcher per card, so the card (which stays mounted)
 * sees the outcome even when the form that posted is already replaced by the next state.
 */
export function useAccountFetcher(cardKey: string) {
  return useFetcher<AccountActionData>({ key: `account-${cardKey}` });
}

/**
 * Carries out SPEC §4 for a card: a new session reloads the page (or goes to `returnTo`, a local
 * path the sign-in page was given), logout goes home, failures
 * show the alert sheet. Page 2 appears by itself: the action's cookies make the revalidated
 * root data say that a code is pending.
 */
export function useAccountOutcomes(cardKey: string, homePath: string, returnTo: string | null = null) {
  const fetcher = useAccountFetcher(cardKey);
  const { t } = useTranslation();
  const { showAlert } = useUi();
  const handled = useRef<AccountActionData | undefined>(undefined);
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.done === "session") {
      if (returnTo) window.location.assign(returnTo);
      else window.location.reload();
    } else if (result.done === "logged-out") window.location.assign(homePath);
    else if (result.alert) showAlert({ text: t(result.alert as never, result.alertParams) });
  }, [fetcher.state, fetcher.data, homePath, returnTo, showAlert, t]);
}

/** True once the page runs its script: such posts get data back instead of a redirect. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

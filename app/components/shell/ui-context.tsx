import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

export interface AlertState {
  title?: string;
  text?: string;
  /** Offers Retry, which closes the sheet and does this (load a part or the page again). */
  retry?: () => void;
}

interface UiState {
  loaderPurpose: string | null;
  /** The address the loader waits for (the page loaded again by the time-out's Retry); absent: this one. */
  loaderTarget?: string;
  alert: AlertState | null;
  drawerOpen: boolean;
}

interface UiApi extends UiState {
  showLoader(purpose: string, target?: string): void;
  /** Hides the loader; with `purpose`, only the loader shown for it. */
  hideLoader(purpose?: string): void;
  showAlert(alert: AlertState): void;
  closeAlert(): void;
  setDrawerOpen(open: boolean): void;
}

const UiContext = createContext<UiApi | null>(null);

export function UiProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<UiState>({ loaderPurpose: null, alert: null, drawerOpen: false });
  const showLoader = useCallback(
    (purpose: string, target?: string) => setState((s) => ({ ...s, loaderPurpose: purpose, loaderTarget: target, drawerOpen: false })),
    [],
  );
  const hideLoader = useCallback(
    (purpose?: string) => setState((s) => (purpose && s.loaderPurpose !== purpose ? s : { ...s, loaderPurpose: null })),
    [],
  );
  const showAlert = useCallback((alert: AlertState) => setState((s) => ({ ...s, alert })), []);
  const closeAlert = useCallback(() => setState((s) => ({ ...s, alert: null })), []);
  const setDrawerOpen = useCallback((open: boolean) => setState((s) => ({ ...s, drawerOpen: open })), []);
  const api = useMemo(
    () => ({ ...state, showLoader, hideLoader, showAlert, closeAlert, setDrawerOpen }),
    [state, showLoader, hideLoader, showAlert, closeAlert, setDrawerOpen],
  );
  return <UiContext.Provider value={api}>{children}</UiContext.Provider>;
}

export function useUi(): UiApi {
  const api = useContext(UiContext);
  if (!api) throw new Error("useUi outside UiProvider");
  return api;
}

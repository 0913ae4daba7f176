import { createContext, lazy, useCallback, useContext, useEffect, useMemo, useState, type ComponentType, type ReactNode } from "react";
import { useTranslation } from "../../lib/i18n/i18n.tsx";

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

// Parts that load on first use (React.lazy) and whose load can fail: on a train, in a tunnel.
// React.lazy keeps a rejected load for good, and the error would reach the page's error boundary
// and replace the whole page. Here a failed load resolves instead to a stand-in that says so (in
// place, or in the alert sheet) and offers Retry, which imports the same URL again: Chromium no
// longer keeps a failed module fetch in its module map (whatwg/html#10327; tried in Chromium 156:
// aborted, then the same `import()` loads). A query such as `?retry=1` would be wrong: it makes a
// second instance of the chunk beside the one its importers share. A browser that still keeps the
// failure fails again and says so again; a reload of the page then fetches everything anew.
// Here beside the alert they use, with the page: a stand-in fetched only once the network has
// failed could not come either (one fetched beside each part cost the first load as much).

/** The import of a part, resolving to the component `failed` when the import fails. */
export const orFailed =
  <M,>(load: () => Promise<{ default: M }>, failed: M) =>
  () =>
    load().catch(() => ({ default: failed }));

/** A lazy part whose failed load says so in its place (`alert`: in the alert sheet) and offers Retry. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy's own signature: any component
export function retryLazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>, alert?: boolean) {
  const failed = ((props: object) => <Failed load={load} alert={alert} props={props} />) as T;
  return lazy(orFailed(load, failed));
}

function Failed({ load, alert, props }: { load: () => Promise<{ default: ComponentType }>; alert?: boolean; props: object }) {
  const { t } = useTranslation();
  const { showAlert } = useUi();
  const [part, setPart] = useState<{ default: ComponentType }>();
  // In the alert sheet each failed try says so again; in place the line stays.
  const say = () => void (alert && showAlert({ text: t("play.toolLoadFailed"), retry }));
  const retry = () => void load().then(setPart, say);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the load has failed
  useEffect(say, []);
  return part ? <part.default {...props} /> : alert ? null : <PartFailed retry={retry} />;
}

/** In place: the part says it did not load and offers Retry; the rest of the page keeps working. */
export function PartFailed({ text, retry }: { text?: string; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <p className="part-failed" role="status">
      {text ?? t("play.toolLoadFailed")}{" "}
      <button type="button" className="button" onClick={retry}>
        {t("loadFailed.retry")}
      </button>
    </p>
  );
}

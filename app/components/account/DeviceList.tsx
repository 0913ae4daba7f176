import { Form, useNavigation } from "react-router";
import { formatDate } from "../../lib/dates/berlin-time.ts";
import { useFullTranslation } from "../../lib/i18n/i18n.tsx";
import { useRootData } from "../../shell/root-data.ts";

export interface DeviceItem {
  browser: string;
  system: string;
  since: string;
  lastUsed: string;
  current: boolean;
}

/** The profile's signed-in devices, with "sign out everywhere else" (a form post, no JavaScript needed). */
export function DeviceList({ devices, signedOut }: { devices: DeviceItem[]; signedOut: number | null }) {
  const { t } = useFullTranslation();
  const { locale } = useRootData();
  const busy = useNavigation().state !== "idle";
  const others = devices.filter((d) => !d.current).length;
  return (
    <section aria-labelledby="devices-title" className="profile-section">
      <h2 id="devices-title">{t("account.devicesTitle")}</h2>
      <p>{t("account.devicesIntro")}</p>
      {signedOut !== null ? (
        <p className="notice success" role="status">
          {signedOut > 0 ? t("account.signedOutOthers", { count: signedOut }) : t("account.signedOutOthersNone")}
        </p>
      ) : null}
      <ul className="device-list" data-testid="devices">
        {devices.map((d, i) => (
          <li key={i}>
            <strong>
              {t("account.deviceName", {
                browser: d.browser || t("account.deviceUnknownBrowser"),
                system: d.system || t("account.deviceUnknownSystem"),
              })}
            </strong>
            {d.current ? <span className="device-current">{` (${t("account.deviceCurrent")})`}</span> : null}
            <br />
            <small>
              {t("account.deviceSince", { date: formatDate(d.since, locale) })} ·{" "}
              {t("account.deviceLastUsed", { date: formatDate(d.lastUsed, locale) })}
            </small>
          </li>
        ))}
      </ul>
      {others > 0 ? (
        <Form method="post">
          <input type="hidden" name="intent" value="signOutOthers" />
          <button type="submit" className="button" disabled={busy}>
            {t("account.signOutOthers")}
          </button>
        </Form>
      ) : null}
    </section>
  );
}

import { pathFor } from "../../config/site-routes.ts";
import { formatDate } from "../../lib/dates/berlin-time.ts";
import { useFullTranslation } from "../../lib/i18n/i18n.tsx";
import { useRootData, type SessionUser } from "../../shell/root-data.ts";
import type { FormEvent } from "react";
import { forgetPendingSaves } from "../../play/pending-saves.ts";
import { useUi } from "../shell/ui-context.tsx";
import { useHydrated } from "./use-account-fetcher.ts";

export function AvatarIcon() {
  return (
    <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false" className="avatar-icon">
      <circle cx="24" cy="24" r="24" fill="currentColor" opacity="0.15" />
      <circle cx="24" cy="19" r="8" fill="currentColor" />
      <path d="M10 40c1.5-8 7.5-12 14-12s12.5 4 14 12" fill="currentColor" />
    </svg>
  );
}

/** SPEC §2 login card, signed in: menu (profile, logout), avatar, name (N.N. if empty), info, supporter lines. */
export function UserCard({ user, idPrefix }: { user: SessionUser; idPrefix: string }) {
  const { t } = useFullTranslation();
  const { locale } = useRootData();
  const hydrated = useHydrated();
  const { showAlert } = useUi();
  const home = pathFor("home", locale);

  // SPEC §4 Logout. The session cookie is HttpOnly, so only the server's answer can clear it: the
  // form posts (with or without JavaScript) and every answer of that action clears the cookies.
  // When the server cannot be reached at all, nothing was cleared, and the player is told so
  // instead of being sent home still signed in. Only a done logout forgets this player's unsent
  // saves and what this browser kept of them for offline play (app/pwa/forget-player.ts), so on a
  // shared browser nothing of theirs is posted or shown once someone else signs in.
  async function logout(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = new FormData(event.currentTarget);
    body.set("js", "1");
    try {
      const res = await fetch(event.currentTarget.action, { method: "POST", body });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
    } catch (error) {
      console.error("logout call failed", error);
      showAlert({ title: t("account.logoutFailedTitle"), text: t("account.logoutFailed") });
      return;
    }
    forgetPendingSaves(user.id);
    await import("../../pwa/forget-player.ts").then((m) => m.forgetPlayer(user.id)).catch(() => undefined);
    window.location.assign(home);
  }
  return (
    <div className="user-card">
      <div className="user-head">
        {user.avatar ? <img src={user.avatar} alt={t("account.avatarAlt")} width={48} height={48} className="avatar" /> : <AvatarIcon />}
        <div>
          <p className="user-name" data-testid="user-name">
            {user.name || t("account.anonymousName")}
          </p>
          {user.info ? <p className="user-info">{user.info}</p> : null}
        </div>
      </div>
      {user.supporterUntil ? (
        <p className="supporter-line">
          <span>{t("account.supporterHeart")}</span>{" "}
          <span>{t("account.adFreeUntil", { date: formatDate(user.supporterUntil, locale) })}</span>
        </p>
      ) : null}
      <nav aria-label={t("account.menu")} className="user-menu">
        <a href={pathFor("profile", locale)} className="button">
          {t("account.updateProfile")}
        </a>
        <a href={pathFor("statistics", locale)} className="button">
          {t("statistics.navLabel")}
        </a>
        <form method="post" action={pathFor("authentication", locale)} onSubmit={hydrated ? logout : undefined} data-card={idPrefix}>
          <input type="hidden" name="intent" value="logout" />
          <button type="submit" className="button">
            {t("account.logout")}
          </button>
        </form>
      </nav>
    </div>
  );
}

import { Link } from "react-router";
import { useFullTranslation } from "../lib/i18n/i18n.tsx";
import type { CloudStatus } from "./use-cloud-save.ts";

interface Props {
  status: CloudStatus;
  /** SPEC §3 saving state: changes the server does not have yet, and the change counter. */
  active: boolean;
  counter: number;
  /** The sign-in page, returning to this puzzle afterwards. */
  signInHref: string;
}

/** The signed-in player's saving state in one short line, announced politely as it changes. */
export function SaveStatus({ status, active, counter, signInHref }: Props) {
  // Its texts are on-demand ones (locales/*/saves-pages.ts): a signed-in page loads them early.
  const { t } = useFullTranslation();
  let text: string | null;
  if (status === "signed-out") text = t("saves.status.signedOut");
  else if (status === "pending") text = t("saves.status.pending");
  else if (status === "failed") text = t("saves.status.failed");
  else if (status === "conflict") text = t("saves.conflict");
  else if (status === "resumed") text = t("saves.status.resumed", { counter });
  else if (active || status === "saving") text = t("saves.status.saving");
  else if (status === "saved") text = t("saves.status.saved", { counter });
  else text = null;
  return (
    <p className="save-status" role="status" data-status={status} data-active={active || undefined} data-counter={counter}>
      {text}
      {status === "signed-out" ? (
        <>
          {" "}
          <Link to={signInHref}>{t("saves.status.signIn")}</Link>
        </>
      ) : null}
    </p>
  );
}

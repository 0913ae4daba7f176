import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from "react";
import { CODE_ALPHABET, CODE_LENGTH } from "../../config/constants.ts";
import { pathFor } from "../../config/site-routes.ts";
import type { AccountActionData } from "../../accounts/account-forms.ts";
import { useFullTranslation } from "../../lib/i18n/i18n.tsx";
import { useRootData } from "../../shell/root-data.ts";
import { useAccountFetcher, useHydrated } from "./use-account-fetcher.ts";

const ALLOWED = new Set(CODE_ALPHABET);
const POSITIONS = Array.from({ length: CODE_LENGTH }, (_, i) => i);

/** Upper-cased allowed letters of a text, in order (SPEC §5). */
export function cleanCode(text: string): string {
  return [...text.toUpperCase()].filter((c) => ALLOWED.has(c)).join("");
}

/**
 * Page 2 of the login: six boxes for the e-mailed code (SPEC §5: upper-case, only the allowed
 * letters, focus moves on, paste only with exactly six allowed letters, the confirm button
 * appears once anything is typed), a spam hint and "other e-mail".
 */
export function CodeForm({ pageResult, idPrefix }: { pageResult?: AccountActionData; idPrefix: string }) {
  const { t } = useFullTranslation();
  const { locale } = useRootData();
  const fetcher = useAccountFetcher(idPrefix);
  const restart = useAccountFetcher(`${idPrefix}-restart`);
  const hydrated = useHydrated();
  const [letters, setLetters] = useState<string[]>(() => POSITIONS.map(() => ""));
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const result = fetcher.data?.intent === "code" ? fetcher.data : pageResult?.intent === "code" ? pageResult : undefined;
  const error = result?.result?.error?.password?.[0];

  // A failed check clears the boxes and starts again at the first one (SPEC §4).
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.intent === "code" && fetcher.data.alert) {
      setLetters(POSITIONS.map(() => ""));
      boxes.current[0]?.focus();
    }
  }, [fetcher.state, fetcher.data]);

  function setAt(i: number, value: string) {
    const letter = cleanCode(value).slice(-1);
    setLetters((prev) => prev.map((l, j) => (j === i ? letter : l)));
    if (letter && i < CODE_LENGTH - 1) boxes.current[i + 1]?.focus();
  }

  function onKeyDown(i: number, e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === "Backspace" && !letters[i] && i > 0) boxes.current[i - 1]?.focus();
    if (e.key === "ArrowLeft" && i > 0) boxes.current[i - 1]?.focus();
    if (e.key === "ArrowRight" && i < CODE_LENGTH - 1) boxes.current[i + 1]?.focus();
  }

  function onPaste(e: ClipboardEvent<HTMLInputElement>) {
    e.preventDefault();
    const code = cleanCode(e.clipboardData.getData("text"));
    if (code.length !== CODE_LENGTH) return;
    setLetters([...code]);
    boxes.current[CODE_LENGTH - 1]?.focus();
  }

  const typed = letters.some((l) => l !== "");
  const busy = fetcher.state !== "idle";
  return (
    <div className="code-step">
      <h3 className="card-subtitle">{t("account.codeTitle")}</h3>
      <p>{t("account.codeText")}</p>
      <fetcher.Form method="post" action={pathFor("authentication", locale)} className="code-form" aria-busy={busy}>
        <input type="hidden" name="intent" value="code" />
        {hydrated ? <input type="hidden" name="js" value="1" /> : null}
        {hydrated ? <input type="hidden" name="password" value={letters.join("")} /> : null}
        <fieldset>
          <legend>{t("account.codeLabel")}</legend>
          <div className="code-boxes">
            {POSITIONS.map((i) => (
              <input
                key={i}
                ref={(el) => {
                  boxes.current[i] = el;
                }}
                name={`code${i + 1}`}
                className="code-box"
                inputMode="text"
                autoComplete={i === 0 ? "one-time-code" : "off"}
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={1}
                value={letters[i]}
                aria-label={t("account.codeBox", { n: i + 1 })}
                aria-invalid={error ? true : undefined}
                onChange={(e) => setAt(i, e.currentTarget.value)}
                // Typing into a filled box replaces its letter.
                onFocus={(e) => e.currentTarget.select()}
                onKeyDown={(e) => onKeyDown(i, e)}
                onPaste={onPaste}
              />
            ))}
          </div>
        </fieldset>
        {error ? <p className="field-error">{t(error as never)}</p> : null}
        {typed || !hydrated ? (
          <button type="submit" className="button primary" disabled={busy}>
            {t("account.confirm")}
          </button>
        ) : null}
      </fetcher.Form>
      <p className="field-hint">{t("account.spamHint")}</p>
      <restart.Form method="post" action={pathFor("authentication", locale)}>
        <input type="hidden" name="intent" value="restart" />
        {hydrated ? <input type="hidden" name="js" value="1" /> : null}
        <button type="submit" className="link-button">
          {t("account.otherEmail")}
        </button>
      </restart.Form>
    </div>
  );
}

import { useCallback, useEffect, useRef, useState, type Ref } from "react";
import { useFullTranslation } from "../../lib/i18n/i18n.tsx";

interface Props {
  name: string;
  keyName: string;
  errors?: string[];
  /** Bumped by the form when the captcha was used up (failed check): load a new one. */
  generation: number;
  /** A captcha the server already made (page without JavaScript). */
  initial?: { svg: string; key: string } | null;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * SPEC §4: the captcha request first asks for the visitor's public address; a spinner shows
 * while it loads; the reload link waits one second times the number of reloads so far.
 */
export function CaptchaField({ name, keyName, errors, generation, initial, inputRef }: Props) {
  const { t } = useFullTranslation();
  const [captcha, setCaptcha] = useState<{ svg: string; key: string } | null>(initial ?? null);
  const [loading, setLoading] = useState(!initial);
  const [reloads, setReloads] = useState(0);
  const [failed, setFailed] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  const load = useCallback(async () => {
    setLoading(true);
    setFailed(false);
    try {
      const ip = await (await fetch("/api/ip-address")).json<{ ipAddress: string }>();
      const res = await fetch(`/api/captcha?ipAddress=${encodeURIComponent(ip.ipAddress)}`);
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      setCaptcha(await res.json<{ svg: string; key: string }>());
    } catch (error) {
      console.error("captcha failed to load", error);
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    if (!initial || generation > 0) void load();
    return () => window.clearTimeout(timer.current);
  }, [generation, initial, load]);

  function reload() {
    const next = reloads + 1;
    setReloads(next);
    setLoading(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void load(), next * 1000);
  }

  const errorId = `${name}-error`;
  return (
    <div className="field captcha-field">
      <div className="captcha-image" aria-busy={loading}>
        {loading || !captcha ? (
          <span className="captcha-loading" role="status">
            <span className="spinner small" aria-hidden="true" />
            {failed ? t("alert.general") : t("account.captchaLoading")}
          </span>
        ) : (
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(captcha.svg)}`}
            alt={t("account.captchaImage")}
            width={180}
            height={60}
          />
        )}
      </div>
      <button type="button" className="link-button" onClick={reload} disabled={loading}>
        {t("account.captchaReload")}
      </button>
      <input type="hidden" name={keyName} value={captcha?.key ?? ""} />
      <label htmlFor={name}>{t("account.captchaLabel")}</label>
      <input
        ref={inputRef}
        id={name}
        name={name}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? errorId : `${name}-hint`}
      />
      <p id={`${name}-hint`} className="field-hint">
        {t("account.captchaHint")}
      </p>
      {errors?.length ? (
        <p id={errorId} className="field-error">
          {errors.map((e) => t(e as never)).join(" ")}
        </p>
      ) : null}
    </div>
  );
}

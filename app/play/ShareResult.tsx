import { memo, useEffect, useId, useRef, useState } from "react";
import { pathFor, type Locale } from "../config/site-routes.ts";
import { useFullTranslation } from "../lib/i18n/i18n.tsx";
import de from "../locales/de/share-card.ts";
import en from "../locales/en/share-card.ts";
import { resultCard } from "../share/result-card.ts";
import { resultQuery } from "../share/result-facts.ts";
import type { GameKind } from "./game-kind.ts";
import type { GameState } from "./game-state.ts";
import { resultFactsOf } from "./result-of-game.ts";

/**
 * The result card under a solved board (issue 31), loaded with the solved section's first showing:
 * the card's text as it will be sent, and the button that sends it. The Web Share API where the
 * browser has it (the text and the link to the result page), else the clipboard, else the text
 * selected to copy by hand; each outcome is announced in a status line.
 */
export default memo(function ShareResult({ state, kind, locale }: { state: GameState; kind: GameKind; locale: string }) {
  const { t } = useFullTranslation();
  const lang: Locale = locale === "en" ? "en" : "de";
  const texts = lang === "en" ? en : de;
  const [origin, setOrigin] = useState("");
  const [status, setStatus] = useState<string | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const textId = useId();
  const headingId = useId();
  useEffect(() => setOrigin(window.location.origin), []);
  const facts = resultFactsOf(state, kind);
  const url = `${origin}${pathFor("result", lang)}?${resultQuery(facts)}`;
  const card = resultCard(facts, { locale: lang, texts, levelName: t(`levels.${facts.stars}`), url });

  const share = async () => {
    setStatus(null);
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: texts.shareTitle, text: card.lines.join("\n"), url });
        setStatus(texts.shared);
        return;
      } catch (error) {
        // The player closed the share sheet: nothing to say. Anything else: try the clipboard.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(card.text);
      setStatus(texts.copied);
    } catch {
      textRef.current?.select();
      setStatus(texts.manual);
    }
  };

  return (
    <section className="share-result" aria-labelledby={headingId} data-testid="share-result">
      <h3 id={headingId}>{texts.heading}</h3>
      <label htmlFor={textId} className="share-link-label">
        {texts.previewLabel}
      </label>
      <textarea
        id={textId}
        ref={textRef}
        className="share-result-text"
        readOnly
        rows={card.lines.length + 1}
        value={card.text}
        data-testid="share-result-text"
        onFocus={(e) => e.currentTarget.select()}
      />
      <button type="button" className="button" onClick={() => void share()}>
        {texts.button}
      </button>
      <p className="share-status" role="status">
        {status}
      </p>
    </section>
  );
});

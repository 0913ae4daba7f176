import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { HydratedRouter } from "react-router/dom";

// The server chose the language (it is in the URL and on <html lang>); the browser loads only
// that catalogue, as its own small chunk, before hydrating.
async function main() {
  const lang = document.documentElement.lang === "en" ? "en" : "de";
  const catalogue =
    lang === "en"
      ? (await import("./locales/en/translation.ts")).default
      : (await import("./locales/de/translation.ts")).default;
  await i18next.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: catalogue } },
    interpolation: { escapeValue: false },
  });
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

main().catch((error: unknown) => console.error(error));

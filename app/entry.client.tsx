import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { I18nProvider } from "./lib/i18n/i18n.tsx";
import { documentLocale } from "./lib/i18n/locale.ts";

// The server chose the language (it is in the URL and on <html lang>); the browser loads only
// that catalogue, as its own small chunk, before hydrating.
async function main() {
  const locale = documentLocale(document);
  const catalogue =
    locale === "en" ? (await import("./locales/en/translation.ts")).default : (await import("./locales/de/translation.ts")).default;
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nProvider locale={locale} catalogue={catalogue}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </I18nProvider>,
    );
  });
}

main().catch((error: unknown) => console.error(error));

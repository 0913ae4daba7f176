import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { I18nProvider, mergeTexts } from "./lib/i18n/i18n.tsx";
import { documentLocale } from "./lib/i18n/locale.ts";

// The rest of a language's texts (locales/<lang>/on-demand.ts), each its own chunk: loaded when a
// component first asks for them (useFullTranslation), or before hydrating when the page's routes
// read them as they render (root.tsx marks the document with data-texts="full").
const loadOnDemand = {
  de: () => import("./locales/de/on-demand.ts").then((m) => m.default),
  en: () => import("./locales/en/on-demand.ts").then((m) => m.default),
};

// The server chose the language (it is in the URL and on <html lang>); the browser loads only
// that catalogue, as its own small chunk, before hydrating: the texts every page needs
// (locales/<lang>/translation.ts). The play page loads nothing more (scripts/bench/play-page-js.ts).
async function main() {
  const locale = documentLocale(document);
  const first = locale === "en" ? import("./locales/en/translation.ts") : import("./locales/de/translation.ts");
  const more = document.documentElement.dataset.texts === "full" ? loadOnDemand[locale]() : null;
  const catalogue = (await first).default;
  const rest = more ? await more : null;
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nProvider
        locale={locale}
        catalogue={rest ? mergeTexts(catalogue, rest) : catalogue}
        loadOnDemand={rest ? undefined : loadOnDemand[locale]}
      >
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </I18nProvider>,
    );
  });
}

main().catch((error: unknown) => console.error(error));

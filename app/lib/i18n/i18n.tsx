import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { Locale } from "../../config/site-routes.ts";
import type { Catalogue } from "../../locales/de/translation.ts";

// The components' translation hook. The server detects the language and translates in loaders
// with i18next (app/middleware/i18next.ts); components only need lookups in one catalogue, which this does
// in a few lines instead of shipping i18next and react-i18next (~17 KB gzipped) to the browser.

type Leaf = string;
type Join<K, P> = K extends string ? (P extends string ? `${K}.${P}` : never) : never;
type Paths<T> = { [K in keyof T & string]: T[K] extends Leaf ? K : Join<K, Paths<T[K]>> }[keyof T & string];
type PluralBase<K> = K extends `${infer B}_${"one" | "other"}` ? B : never;
/** Every key of the catalogue, plus the base name of plural keys (`levels.stars` for `_one`/`_other`). */
export type TranslationKey = Paths<Catalogue> | PluralBase<Paths<Catalogue>>;
export type TranslationOptions = Record<string, string | number | undefined>;
export type TFunction = (key: TranslationKey, options?: TranslationOptions) => string;

function lookup(catalogue: unknown, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

const pluralRules = new Map<Locale, Intl.PluralRules>();

export function createT(locale: Locale, catalogue: Catalogue): TFunction {
  let plural = pluralRules.get(locale);
  if (!plural) pluralRules.set(locale, (plural = new Intl.PluralRules(locale === "en" ? "en-GB" : "de-DE")));
  return (key, options) => {
    let text: string | undefined;
    if (options && typeof options.count === "number")
      text = lookup(catalogue, `${key}_${plural.select(options.count)}`) ?? lookup(catalogue, `${key}_other`);
    text ??= lookup(catalogue, key);
    // A missing key shows itself, which a test or a reviewer notices at once.
    if (text === undefined) return key;
    return options ? text.replace(/\{\{(\w+)\}\}/g, (m, name: string) => (options[name] === undefined ? m : String(options[name]))) : text;
  };
}

/** The keys of a flat section of texts (one page's own catalogue), with plural bases. */
export type SectionKey<C> = (keyof C & string) | PluralBase<keyof C & string>;

/** Lookups in one page's own texts (sent with its loader data), with the same plural and {{name}} rules. */
export function createSectionT<C extends object>(locale: Locale, section: C): (key: SectionKey<C>, options?: TranslationOptions) => string {
  return createT(locale, section as unknown as Catalogue) as unknown as (key: SectionKey<C>, options?: TranslationOptions) => string;
}

interface I18nValue {
  t: TFunction;
  i18n: { language: Locale };
}

const I18nContext = createContext<I18nValue | null>(null);

export function I18nProvider({ locale, catalogue, children }: { locale: Locale; catalogue: Catalogue; children: ReactNode }) {
  const value = useMemo(() => ({ t: createT(locale, catalogue), i18n: { language: locale } }), [locale, catalogue]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useTranslation(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useTranslation outside I18nProvider");
  return value;
}

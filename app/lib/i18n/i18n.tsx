import { createContext, use, useCallback, useContext, useMemo, type ReactNode } from "react";
import type { Locale } from "../../config/site-routes.ts";
import type { Catalogue, FirstCatalogue, OnDemandCatalogue } from "../../locales/de/translation.ts";

// The components' translation hook. The server detects the language and translates in loaders
// with i18next (app/middleware/i18next.ts); components only need lookups in one catalogue, which this does
// in a few lines instead of shipping i18next and react-i18next (~17 KB gzipped) to the browser.
//
// The browser starts with the texts every page needs (locales/<lang>/translation.ts, loaded before
// hydrating) and loads the rest (locales/<lang>/on-demand.ts) when a component asks for it with
// useFullTranslation(). The types keep the two apart: useTranslation()'s `t` takes only the first
// catalogue's keys, so a text that is not there is a type error, not a key shown on the page.

type Leaf = string;
type Join<K, P> = K extends string ? (P extends string ? `${K}.${P}` : never) : never;
type Paths<T> = { [K in keyof T & string]: T[K] extends Leaf ? K : Join<K, Paths<T[K]>> }[keyof T & string];
type PluralBase<K> = K extends `${infer B}_${"one" | "other"}` ? B : never;
/** Every key of a catalogue, plus the base name of plural keys (`levels.stars` for `_one`/`_other`). */
export type KeyOf<C> = Paths<C> | PluralBase<Paths<C>>;
/** A key of the texts every page has from the start. */
export type TranslationKey = KeyOf<FirstCatalogue>;
/** A key of any text, including those the browser loads on demand. */
export type FullTranslationKey = KeyOf<Catalogue>;
export type TranslationOptions = Record<string, string | number | undefined>;
export type TFunction = (key: TranslationKey, options?: TranslationOptions) => string;
export type FullTFunction = (key: FullTranslationKey, options?: TranslationOptions) => string;

function lookup(catalogue: unknown, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

const pluralRules = new Map<Locale, Intl.PluralRules>();

/**
 * Lookups in a catalogue: the first one, the full one, or a section of one (createSectionT). The
 * lookups are dynamic; the type promises every key, so give it a complete catalogue or narrow it.
 */
export function createT(locale: Locale, catalogue: object): FullTFunction {
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
  return createT(locale, section) as (key: SectionKey<C>, options?: TranslationOptions) => string;
}

type Texts = { [key: string]: string | Texts };

/** A catalogue with more texts merged in, at every depth (the first catalogue and the on-demand one). */
export function mergeTexts<A extends object, B extends object>(a: A, b: B): A & B {
  const out: Texts = { ...(a as Texts) };
  for (const [key, value] of Object.entries(b as Texts)) {
    const have = out[key];
    out[key] = typeof have === "object" && typeof value === "object" ? mergeTexts(have, value) : value;
  }
  return out as A & B;
}

interface I18nValue {
  t: TFunction;
  i18n: { language: Locale };
  /** Loads the on-demand texts: null once every text is there, else the one promise of loading them. */
  loadAll(): Promise<void> | null;
}

const I18nContext = createContext<I18nValue | null>(null);

/**
 * `catalogue`: the server passes every text; the browser the first catalogue, plus
 * `loadOnDemand` for the rest (or both merged, when it loaded them before hydrating).
 */
export function I18nProvider({
  locale,
  catalogue,
  loadOnDemand,
  children,
}: {
  locale: Locale;
  catalogue: FirstCatalogue;
  loadOnDemand?: () => Promise<OnDemandCatalogue>;
  children: ReactNode;
}) {
  const value = useMemo(() => {
    // Without a loader the catalogue is complete; with one, lookups switch to the merged
    // catalogue once it has loaded (t stays the same function, so nothing re-renders for it).
    let full = loadOnDemand ? null : createT(locale, catalogue);
    const first = createT(locale, catalogue);
    let loading: Promise<void> | null = null;
    const loadAll = () => {
      if (full || !loadOnDemand) return null;
      loading ??= loadOnDemand().then(
        (more) => {
          full = createT(locale, mergeTexts(catalogue, more));
        },
        (error: unknown) => {
          loading = null; // A later render tries again.
          throw error;
        },
      );
      return loading;
    };
    const t: TFunction = (key, options) => (full ?? first)(key, options);
    return { t, i18n: { language: locale }, loadAll };
  }, [locale, catalogue, loadOnDemand]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useTranslation outside I18nProvider");
  return value;
}

/** The texts every page has from the start. */
export function useTranslation(): { t: TFunction; i18n: { language: Locale } } {
  return useI18n();
}

/**
 * Every text, for what is not on the play page's first load: other pages' route components and
 * parts that load on first use. In the browser it suspends (React `use`) until the on-demand texts
 * have loaded, so call it below a Suspense boundary or in a route component (navigations are
 * transitions: the old page stays until the new one is ready). A route that calls it while it
 * renders also declares FULL_TRANSLATION in its `handle`, so the browser loads them before hydrating.
 */
export function useFullTranslation(): { t: FullTFunction; i18n: { language: Locale } } {
  const value = useI18n();
  const loading = value.loadAll();
  if (loading) use(loading);
  return value as unknown as { t: FullTFunction; i18n: { language: Locale } };
}

/** Every text for an event handler: resolves to `t` once the on-demand texts have loaded (at once when they have). */
export function useLaterTranslation(): () => Promise<FullTFunction> {
  const value = useI18n();
  return useCallback(() => Promise.resolve(value.loadAll()).then(() => value.t as unknown as FullTFunction), [value]);
}

/** Starts loading the on-demand texts without waiting (for a part that is about to need them). */
export function usePreloadFullTranslation(): () => void {
  const { loadAll } = useI18n();
  return useCallback(() => void loadAll()?.catch(() => undefined), [loadAll]);
}

/** A route's `handle` when its component reads on-demand texts as it renders (see useFullTranslation). */
export const FULL_TRANSLATION = { fullTranslation: true } as const;

/** Whether a page's matched routes read on-demand texts as they render (root.tsx tells the browser). */
export function needsFullTranslation(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((m) => (m.handle as Partial<typeof FULL_TRANSLATION> | undefined)?.fullTranslation === true);
}

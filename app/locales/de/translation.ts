import type onDemand from "./on-demand.ts";
import play from "./play.ts";
import saves from "./saves.ts";
import daily from "./daily.ts";
import supporter from "./supporter.ts";
import ownPuzzle from "./own-puzzle.ts";
import loadFailed from "./load-failed.ts";

// The texts every page needs from the start: the browser loads this catalogue (its language's only)
// before it hydrates, so every text here counts against the play page's JavaScript budget
// (scripts/bench/play-page-js.ts). Texts of other pages, of parts that load on first use and of
// the server's messages belong in on-demand.ts. The German catalogue is the source of truth: the
// English one must have exactly these keys (checked by `satisfies FirstCatalogue` in
// ../en/translation.ts).
const de = {
  site: {
    name: "Sudoku-Oase",
    tagline: "Über 100.000 Sudokus in fünf Stufen – kostenlos, fair bewertet, ohne Raten lösbar",
    skipToContent: "Zum Inhalt springen",
  },
  nav: {
    label: "Hauptnavigation",
    home: "Startseite",
    instructions: "Spielanleitung",
    faq: "FAQ",
    contact: "Kontakt",
    legal: "Impressum",
    terms: "Datenschutz",
    help: "Hilfe",
    academy: "Akademie",
    synapses: "Synapsen",
    new: "neu",
    menu: "Menü",
    openMenu: "Menü öffnen",
    closeMenu: "Menü schließen",
    language: "Sprache",
    switchTo: "English",
    switchToLabel: "Switch to English",
  },
  header: {
    phase: {
      dawn: "Morgendämmerung",
      sunrise: "Sonnenaufgang",
      solarNoon: "Mittag",
      sunset: "Sonnenuntergang",
      dusk: "Abenddämmerung",
      night: "Nacht",
    },
  },
  levels: {
    "1": "Sehr einfach",
    "2": "Einfach",
    "3": "Mittel",
    "4": "Schwierig",
    "5": "Sehr schwierig",
    stars_one: "{{count}} Stern",
    stars_other: "{{count}} Sterne",
  },
  sidebar: {
    label: "Seitenleiste",
    news: "Neuigkeiten",
    account: "Konto",
    open: "Seitenleiste öffnen",
    close: "Schließen",
    readMore: "Weiterlesen",
    accountTitle: "Dein Konto",
    accountText: "Mit einem Konto speicherst du deine Spiele auf dem Server, setzt sie auf jedem Gerät fort und siehst deine Statistik.",
    login: "Anmelden",
  },
  counter: {
    title: "Besucher",
    online: "Online",
    today: "Heute",
    yesterday: "Gestern",
  },
  ads: {
    label: "Anzeige",
    consentButton: "Cookie-Einstellungen",
  },
  footer: {
    label: "Fußzeile",
    copyright: "© {{year}} Sudoku-Oase",
    version: "Version {{version}}",
    sisterSites: "Weitere Rätsel",
  },
  content: {
    publishedOn: "Veröffentlicht am {{date}}",
    allArticles: "Alle Artikel",
    releases: "Versionen",
  },
  notFound: {
    text: "Die Adresse {{path}} existiert auf dieser Seite nicht. Vielleicht hilft dir einer dieser Links weiter:",
    home: "Zur Startseite mit einem neuen Sudoku",
  },
  errorPage: {
    title: "Fehler",
    text: "Leider ist ein Fehler aufgetreten. Bitte stelle sicher, dass deine Internetverbindung korrekt funktioniert.",
    contact: "Wenn der Fehler bleibt, schick uns bitte eine kurze Nachricht.",
    reload: "Seite neu laden",
  },
  alert: {
    defaultTitle: "Fehler",
    defaultText: "Interner Fehler",
    contactSupport: "Bitte wende dich an den Support, wenn das Problem bestehen bleibt.",
    close: "Schließen",
    general:
      "Leider ist ein Fehler aufgetreten. Bitte stelle sicher, dass deine Internetverbindung korrekt funktioniert. Bitte schick uns eine kurze Nachricht.",
  },
  loader: {
    label: "Wird geladen",
    loading: "Lädt …",
  },
  play,
  saves,
  daily,
  supporter,
  ownPuzzle,
  loadFailed,
};

export default de;

type Leaves<T> = { [K in keyof T]: T[K] extends string ? string : Leaves<T[K]> };
/** The texts every page has from the start: the browser loads this catalogue before hydrating. */
export type FirstCatalogue = Leaves<typeof de>;
/** The texts the browser loads on demand (on-demand.ts): other pages', the login card's, the server's. */
export type OnDemandCatalogue = Leaves<typeof onDemand>;
/** Every text: the server's catalogue, and the browser's once it has loaded the rest. */
export type Catalogue = Leaves<typeof de & typeof onDemand>;

import account from "./account.ts";
import play from "./play.ts";
import saves from "./saves.ts";
import daily from "./daily.ts";
import supporter from "./supporter.ts";
import ownPuzzle from "./own-puzzle.ts";

// The German catalogue is the source of truth: the English one must have exactly these keys
// (checked by `satisfies Catalogue` in ../en/translation.ts).
const de = {
  site: {
    name: "Sudoku-Oase",
    tagline: "Über 100.000 Sudokus in fünf Stufen – kostenlos, fair bewertet, ohne Raten lösbar",
    skipToContent: "Zum Inhalt springen",
  },
  pages: {
    home: { title: "Sudoku online spielen", description: "Spiele über 100.000 Sudokus in fünf Schwierigkeitsstufen oder drucke sie aus." },
    "level-1": {
      title: "Sehr einfache Sudokus",
      description: "Sehr einfache Sudokus (1 Stern): lösbar allein mit Full House und nackten Einern.",
    },
    "level-2": { title: "Einfache Sudokus", description: "Einfache Sudokus (2 Sterne): versteckte Einer führen zum Ziel." },
    "level-3": {
      title: "Mittelschwere Sudokus",
      description: "Mittelschwere Sudokus (3 Sterne): Block-Linien-Techniken und Paare sind gefragt.",
    },
    "level-4": {
      title: "Schwierige Sudokus",
      description: "Schwierige Sudokus (4 Sterne): Tripel, Fische, Flügel und Einzelziffer-Muster.",
    },
    "level-5": {
      title: "Sehr schwierige Sudokus",
      description: "Sehr schwierige Sudokus (5 Sterne): Färben, eindeutige Rechtecke und Ketten.",
    },
    "own-puzzle": {
      title: "Eigenes Sudoku",
      description: "Gib ein Sudoku ein oder füge es ein: Wir prüfen es, bewerten es, und du spielst es online mit Hinweisen.",
    },
    notFound: { title: "Fehler", description: "Die aufgerufene Adresse existiert nicht." },
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
  drawer: {
    title: "Navigation",
    print: "Drucken",
    releaseNotes: "Versionshinweise",
    newPuzzle: "Neues Rätsel",
    appearance: "Erscheinungsbild",
    darkMode: "Dunkles Design",
    lightMode: "Helles Design",
    followDaytime: "Der Tageszeit folgen",
    ownPuzzle: "Eigenes Sudoku",
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
  splash: {
    title: "Neuigkeiten",
    text: "Mit Version 2021.2 kannst du dein Passwort selbst neu setzen: Setze beim Anmelden das Häkchen „Ich bin neu hier oder möchte mein Passwort ändern“ und bestätige mit dem Code aus der E-Mail.",
    continue: "Weiter",
  },
  validation: {
    required: "Die Eingabe ist erforderlich.",
    email: "Die E-Mail-Adresse ist ungültig.",
    emailMax: "Die E-Mail-Adresse darf höchstens 128 Zeichen lang sein.",
    passwordMax: "Das Passwort darf höchstens 1024 Zeichen lang sein.",
    passwordMin: "Das Passwort muss mindestens 8 Zeichen lang sein.",
    passwordPattern: "Das Passwort muss aus Buchstaben, Ziffern und Sonderzeichen bestehen.",
    passwordCommon: "Dieses Passwort ist zu verbreitet. Bitte wähle ein anderes.",
    captcha: "Der Sicherheitscode ist ungültig.",
    code: "Der Code besteht aus 6 Buchstaben.",
    loginToken: "Die Anmeldung ist abgelaufen. Bitte fordere einen neuen Code an.",
    maxLength: "Die Eingabe ist zu lang.",
    controlCharacters: "Die Eingabe enthält unzulässige Steuerzeichen.",
    avatarType: "Das Bild muss eine PNG-, JPEG- oder WebP-Datei sein.",
    avatarSize: "Das Bild ist zu groß.",
  },
  auth: {
    alert_wrong_password: "Die von dir eingetragene E-Mail-Adresse oder das Passwort ist fehlerhaft.",
    alert_captcha_validation: "Die Prüfung des Sicherheitscodes ist fehlgeschlagen.",
    alert_otp_validation: "Die Prüfung der PIN ist fehlgeschlagen.",
    tooManyAttempts: "Zu viele Versuche. Bitte warte {{minutes}} Minuten und versuche es dann erneut.",
    mailFailed: "Die E-Mail mit dem Code konnte gerade nicht verschickt werden. Bitte versuche es in ein paar Minuten noch einmal.",
    notAuthenticated: "Bitte melde dich an.",
    loggedOut: "Du bist abgemeldet.",
    profileSaved: "Dein Profil wurde gespeichert.",
    emailSent: "Wir haben dir einen Code an {{email}} geschickt.",
  },
  account,
  play,
  saves,
  daily,
  supporter,
  ownPuzzle,
};

export default de;

type Leaves<T> = { [K in keyof T]: T[K] extends string ? string : Leaves<T[K]> };
export type Catalogue = Leaves<typeof de>;

import account from "./account.ts";
import ownPuzzlePage from "./own-puzzle-page.ts";
import boardKeys from "./board-keys.ts";
import boardMore from "./board-more.ts";
import printSheet from "./print-sheet.ts";
import techniques from "./techniques.ts";
import savesPages from "./saves-pages.ts";
import statisticsPage from "./statistics-page.ts";

// The texts the browser loads on demand, not before hydrating: those of other pages and of parts of
// the shell that load on first use (the login card, the splash dialog), and messages only the
// server sends. A component that reads them uses useFullTranslation() (lib/i18n/i18n.tsx), which
// loads this module in the browser; translation.ts has what every page needs from the start. The
// server has both, merged (locales/index.ts).
const onDemand = {
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
  // The navigation drawer loads when it is first opened (Shell.tsx), and its texts with it.
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
  account,
  play: { printSheet, keyList: boardKeys, more: boardMore, techniques },
  saves: savesPages,
  statistics: statisticsPage,
  ownPuzzle: ownPuzzlePage,
};

export default onDemand;

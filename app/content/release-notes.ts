// The release items of the release notes (SPEC §2 and §3 "Release item"): type, key, summary,
// version, date and status of every change, per release group. The release pages
// (content/{de,en}/release-<group>.md) hold the feature texts; the page renders the table of
// all changes from this data below them. Pure data; the groups are the route table's one list.
import type { RELEASES } from "../config/site-routes.ts";

/** A release group: one of RELEASES (config/site-routes.ts), each with its page and its items here. */
export type ReleaseGroup = (typeof RELEASES)[number];

/** The icon of an item: bug fixes, notes and input, engine and hints, academy and texts, new features and design, ads and supporter membership. */
export const RELEASE_TYPES = ["bug", "pencil", "brain-circuit", "graduation-cap", "wand-sparkles", "ad"] as const;
export type ReleaseType = (typeof RELEASE_TYPES)[number];

/** "reverted": shipped, then withdrawn in a later patch. */
export const RELEASE_STATUSES = ["done", "reverted"] as const;
export type ReleaseStatus = (typeof RELEASE_STATUSES)[number];

export interface ReleaseItem {
  type: ReleaseType;
  key: `SK-${number}`;
  summary: { de: string; en: string };
  /** Year.Release.Patch, e.g. "2021.2.0"; belongs to its group ("2021-2" → "2021.2.x"). */
  version: string;
  /** YYYY-MM-DD, the Europe/Berlin day it shipped. */
  date: string;
  status: ReleaseStatus;
}

export const RELEASE_ITEMS: Readonly<Record<ReleaseGroup, readonly ReleaseItem[]>> = {
  "2021-1": [
    {
      type: "pencil",
      key: "SK-1",
      summary: {
        de: "Magische Notizen: Ein Klick trägt in jedes leere Feld die Kandidaten ein, die dort noch möglich sind",
        en: "Magic notes: one click fills every empty cell with the candidates that are still possible there",
      },
      version: "2021.1.0",
      date: "2021-01-18",
      status: "done",
    },
    {
      type: "pencil",
      key: "SK-2",
      summary: {
        de: "Notizmodus: Ziffern landen als kleine Kandidaten im Feld, statt es zu füllen",
        en: "Notes mode: digits go into the cell as small candidates instead of filling it",
      },
      version: "2021.1.0",
      date: "2021-01-18",
      status: "done",
    },
    {
      type: "pencil",
      key: "SK-3",
      summary: {
        de: "Schnellmodus: Eine vorgemerkte Ziffer bestätigst du innerhalb von 0,5 statt 2,5 Sekunden",
        en: "Speed mode: you confirm a pending digit within 0.5 seconds instead of 2.5",
      },
      version: "2021.1.0",
      date: "2021-01-18",
      status: "done",
    },
    {
      type: "wand-sparkles",
      key: "SK-4",
      summary: {
        de: "Markiermodus: Zeile, Spalte und Block des aktiven Feldes werden farbig hervorgehoben",
        en: "Highlight mode: the row, column and box of the active cell are highlighted in colour",
      },
      version: "2021.1.0",
      date: "2021-01-18",
      status: "done",
    },
    {
      type: "wand-sparkles",
      key: "SK-5",
      summary: {
        de: "Gespeicherte und gelöste Rätsel in eigenen Listen, sortierbar nach Stufe, Fortschritt und Datum",
        en: "Saved and solved puzzles in lists of their own, sortable by level, progress and date",
      },
      version: "2021.1.0",
      date: "2021-01-18",
      status: "done",
    },
    {
      type: "wand-sparkles",
      key: "SK-6",
      summary: {
        de: "Dunkles Design zum Umschalten unter „Erscheinungsbild“ im Menü",
        en: "A dark theme you can switch on under “Appearance” in the menu",
      },
      version: "2021.1.0",
      date: "2021-01-18",
      status: "done",
    },
    {
      type: "bug",
      key: "SK-7",
      summary: {
        de: "Der Fortschritt zählte die Vorgaben mit und begann deshalb nie bei 0 %",
        en: "Progress counted the given digits and so never started at 0 %",
      },
      version: "2021.1.1",
      date: "2021-02-15",
      status: "done",
    },
    {
      type: "wand-sparkles",
      key: "SK-8",
      summary: {
        de: "Statistik in der Seitenleiste: gelöste Rätsel insgesamt und in den letzten 7 Tagen",
        en: "Statistics in the sidebar: puzzles solved in total and in the last 7 days",
      },
      version: "2021.1.1",
      date: "2021-02-15",
      status: "done",
    },
    {
      type: "bug",
      key: "SK-9",
      summary: {
        de: "Die Spielzeit lief nach dem Lösen weiter",
        en: "The timer kept running after the puzzle was solved",
      },
      version: "2021.1.1",
      date: "2021-02-15",
      status: "done",
    },
    {
      type: "pencil",
      key: "SK-10",
      summary: {
        de: "Löschen leert zuerst die Ziffer eines Feldes und beim nächsten Mal seine Notizen",
        en: "Clear removes a cell's digit first and its notes the next time",
      },
      version: "2021.1.2",
      date: "2021-03-08",
      status: "done",
    },
    {
      type: "bug",
      key: "SK-11",
      summary: {
        de: "Nach „Prüfen“ blieb eine Ziffer als falsch markiert, auch wenn du sie schon geändert hattest",
        en: "After “Check”, a digit stayed marked as wrong even after you had changed it",
      },
      version: "2021.1.2",
      date: "2021-03-08",
      status: "done",
    },
    {
      type: "wand-sparkles",
      key: "SK-12",
      summary: {
        de: "Zurücksetzen fragt vorher nach; die Vorgaben bleiben stehen",
        en: "Reset asks before it clears anything; the given digits stay",
      },
      version: "2021.1.2",
      date: "2021-03-08",
      status: "done",
    },
  ],
  "2021-2": [
    {
      type: "wand-sparkles",
      key: "SK-13",
      summary: {
        de: "Neues Passwort selbst setzen: Häkchen „Ich bin neu hier oder möchte mein Passwort ändern“ in der Anmeldekarte",
        en: "Set a new password yourself: the box “I am new here or want to change my password” in the login card",
      },
      version: "2021.2.0",
      date: "2021-03-28",
      status: "done",
    },
    {
      type: "wand-sparkles",
      key: "SK-14",
      summary: {
        de: "Bestätigung mit einem Code aus sechs Buchstaben, den wir dir per E-Mail schicken",
        en: "Confirmation with a six-letter code that we send you by e-mail",
      },
      version: "2021.2.0",
      date: "2021-03-28",
      status: "done",
    },
    {
      type: "wand-sparkles",
      key: "SK-15",
      summary: {
        de: "Neu hier? Mit demselben Häkchen legst du dein Konto an",
        en: "New here? The same box creates your account",
      },
      version: "2021.2.0",
      date: "2021-03-28",
      status: "done",
    },
    {
      type: "wand-sparkles",
      key: "SK-16",
      summary: {
        de: "Sicherheitscode im Bild schützt vor automatisierten Anfragen; „Neues Bild“ lädt ein anderes",
        en: "A security code in a picture guards against automated requests; “New picture” loads another one",
      },
      version: "2021.2.0",
      date: "2021-03-28",
      status: "done",
    },
    {
      type: "wand-sparkles",
      key: "SK-17",
      summary: {
        de: "Das Fenster „Neuigkeiten“ stellt die neue Funktion bis zum 2. April 2021 einmal vor",
        en: "A “News” window introduces the new feature once, until 2 April 2021",
      },
      version: "2021.2.0",
      date: "2021-03-28",
      status: "done",
    },
    {
      type: "wand-sparkles",
      key: "SK-18",
      summary: {
        de: "Code-Eingabe in sechs Kästchen: Großbuchstaben von selbst, der ganze Code lässt sich einfügen",
        en: "Code entry in six boxes: capital letters automatically, and the whole code can be pasted",
      },
      version: "2021.2.1",
      date: "2021-04-12",
      status: "done",
    },
    {
      type: "bug",
      key: "SK-19",
      summary: {
        de: "Codes enthielten leicht verwechselbare Buchstaben; I, O und Q kommen nicht mehr vor",
        en: "Codes contained letters that are easy to confuse; I, O and Q are no longer used",
      },
      version: "2021.2.1",
      date: "2021-04-12",
      status: "done",
    },
    {
      type: "bug",
      key: "SK-20",
      summary: {
        de: "Nach einem falschen Sicherheitscode blieb das verbrauchte Bild stehen; jetzt erscheint sofort ein neues",
        en: "After a wrong security code the used-up picture stayed; now a new one appears at once",
      },
      version: "2021.2.1",
      date: "2021-04-12",
      status: "done",
    },
    {
      type: "wand-sparkles",
      key: "SK-21",
      summary: {
        de: "Code-Seite mit Hinweis auf den Spam-Ordner und der Möglichkeit „Andere E-Mail-Adresse“",
        en: "Code page with a reminder to check your spam folder and the option “Other e-mail address”",
      },
      version: "2021.2.2",
      date: "2021-05-17",
      status: "done",
    },
    {
      type: "bug",
      key: "SK-22",
      summary: {
        de: "Nach einem falschen Passwort musstest du das Passwortfeld erst wieder anklicken",
        en: "After a wrong password you had to click into the password field again",
      },
      version: "2021.2.2",
      date: "2021-05-17",
      status: "done",
    },
    {
      type: "wand-sparkles",
      key: "SK-23",
      summary: {
        de: "Ein neues Passwort meldet dich auf allen anderen Geräten ab",
        en: "A new password signs you out on all your other devices",
      },
      version: "2021.2.2",
      date: "2021-05-17",
      status: "done",
    },
  ],
  "2023-0": [
    {
      type: "brain-circuit",
      key: "SK-24",
      summary: {
        de: "Eigene Lösungs-Engine: Sie löst jedes Rätsel mit menschlichen Techniken, ganz ohne Raten",
        en: "Our own solving engine: it solves every puzzle with human techniques, without any guessing",
      },
      version: "2023.0.0",
      date: "2023-02-27",
      status: "done",
    },
    {
      type: "brain-circuit",
      key: "SK-25",
      summary: {
        de: "Sterne nach der schwierigsten nötigen Technik statt nach der Zahl der Vorgaben",
        en: "Stars based on the hardest technique needed, not on the number of givens",
      },
      version: "2023.0.0",
      date: "2023-02-27",
      status: "done",
    },
    {
      type: "brain-circuit",
      key: "SK-26",
      summary: {
        de: "Nur Rätsel mit genau einer Lösung kommen in die Sammlung",
        en: "Only puzzles with exactly one solution make it into the collection",
      },
      version: "2023.0.0",
      date: "2023-02-27",
      status: "done",
    },
    {
      type: "wand-sparkles",
      key: "SK-27",
      summary: {
        de: "Die Sudoku-Oase gibt es jetzt auch auf Englisch; die Sprache wechselst du oben in der Navigation",
        en: "Sudoku-Oase is now available in English too; switch the language in the top navigation",
      },
      version: "2023.0.0",
      date: "2023-02-27",
      status: "done",
    },
    {
      type: "pencil",
      key: "SK-28",
      summary: {
        de: "Umkehrmodus: erst die Ziffer wählen, dann alle Felder antippen, in die sie gehört",
        en: "Invert mode: choose the digit first, then tap every cell it belongs in",
      },
      version: "2023.0.0",
      date: "2023-02-27",
      status: "done",
    },
    {
      type: "pencil",
      key: "SK-29",
      summary: {
        de: "Rückgängig und Wiederholen für Ziffern und Notizen; Rückgängig auch mit Strg+Z",
        en: "Undo and redo for digits and notes; undo also with Ctrl+Z",
      },
      version: "2023.0.0",
      date: "2023-02-27",
      status: "done",
    },
    {
      type: "pencil",
      key: "SK-30",
      summary: {
        de: "Das Ziffernfeld zeigt an jeder Ziffer, wie oft sie noch fehlt",
        en: "The digit pad shows on each digit how many of it are still to be placed",
      },
      version: "2023.0.1",
      date: "2023-04-17",
      status: "done",
    },
    {
      type: "bug",
      key: "SK-31",
      summary: {
        de: "Pfeiltasten scrollten die Seite, statt das aktive Feld im Gitter zu bewegen",
        en: "Arrow keys scrolled the page instead of moving the active cell in the grid",
      },
      version: "2023.0.1",
      date: "2023-04-17",
      status: "done",
    },
    {
      type: "wand-sparkles",
      key: "SK-32",
      summary: {
        de: "Rätsel über ihre Nummer aufrufen und mit „Nächstes Rätsel“ in derselben Stufe weiterspielen",
        en: "Open a puzzle by its number and carry on at the same level with “Next puzzle”",
      },
      version: "2023.0.1",
      date: "2023-04-17",
      status: "done",
    },
    {
      type: "ad",
      key: "SK-33",
      summary: {
        de: "Unterstützer-Mitgliedschaft: einmal zahlen und werbefrei spielen, je 10 € zwölf Monate",
        en: "Supporter membership: pay once and play without ads, 12 months for every €10",
      },
      version: "2023.0.2",
      date: "2023-10-09",
      status: "done",
    },
    {
      type: "ad",
      key: "SK-34",
      summary: {
        de: "Die Anmeldekarte zeigt Unterstützer:innen ein Herz und „Werbefrei bis“ mit dem Datum",
        en: "The login card shows supporters a heart and “Ad-free until” with the date",
      },
      version: "2023.0.2",
      date: "2023-10-09",
      status: "done",
    },
    {
      type: "bug",
      key: "SK-35",
      summary: {
        de: "Dunkles Design: Beim Laden blitzte die Seite kurz hell auf",
        en: "Dark theme: pages briefly flashed light while loading",
      },
      version: "2023.0.2",
      date: "2023-10-09",
      status: "done",
    },
  ],
  "2024-0": [
    {
      type: "graduation-cap",
      key: "SK-36",
      summary: {
        de: "Die Akademie öffnet mit den ersten Lektionen: Full House, nackter Einer und versteckter Einer",
        en: "The Academy opens with its first lessons: Full House, Naked Single and Hidden Single",
      },
      version: "2024.0.0",
      date: "2024-01-22",
      status: "done",
    },
    {
      type: "wand-sparkles",
      key: "SK-37",
      summary: {
        de: "Menüzeile unter dem Kopfbereich mit Startseite und Akademie, als „neu“ markiert",
        en: "Menu row below the header with Home and the Academy, marked “new”",
      },
      version: "2024.0.0",
      date: "2024-01-22",
      status: "done",
    },
    {
      type: "wand-sparkles",
      key: "SK-38",
      summary: {
        de: "Druckbögen: ein, zwei, vier oder sechs Rätsel auf einer A4-Seite, die Lösungen auf einer eigenen Seite",
        en: "Print sheets: one, two, four or six puzzles on an A4 page, with the solutions on a page of their own",
      },
      version: "2024.0.0",
      date: "2024-01-22",
      status: "done",
    },
    {
      type: "pencil",
      key: "SK-39",
      summary: {
        de: "Doppelte Ziffern in Zeile, Spalte oder Block werden sofort markiert (in den Einstellungen abschaltbar)",
        en: "Repeated digits in a row, column or box are marked at once (can be switched off in the settings)",
      },
      version: "2024.0.0",
      date: "2024-01-22",
      status: "done",
    },
    {
      type: "graduation-cap",
      key: "SK-40",
      summary: {
        de: "Akademie: gesperrte Kandidaten in zwei Lektionen, Block-Linien-Sperre und Linien-Block-Sperre",
        en: "Academy: locked candidates in two lessons, Pointing and Claiming",
      },
      version: "2024.0.1",
      date: "2024-02-19",
      status: "done",
    },
    {
      type: "bug",
      key: "SK-41",
      summary: {
        de: "Druckbögen: Bei sechs Rätseln pro Seite rutschte das letzte auf eine zweite Seite",
        en: "Print sheets: with six puzzles per page, the last one slipped onto a second page",
      },
      version: "2024.0.1",
      date: "2024-02-19",
      status: "done",
    },
    {
      type: "ad",
      key: "SK-42",
      summary: {
        de: "Die Seiten Impressum, Datenschutz und Urheberrechte kommen ohne Werbung aus",
        en: "The imprint, privacy and copyright pages carry no ads",
      },
      version: "2024.0.1",
      date: "2024-02-19",
      status: "done",
    },
    {
      type: "wand-sparkles",
      key: "SK-43",
      summary: {
        de: "Neue Einstellung „Große Ziffern“ für ein besser lesbares Gitter",
        en: "New “Large digits” setting for a grid that is easier to read",
      },
      version: "2024.0.2",
      date: "2024-03-11",
      status: "done",
    },
    {
      type: "graduation-cap",
      key: "SK-44",
      summary: {
        de: "Spielanleitung: Spielen mit der Tastatur erklärt, mit einer Tabelle der Tasten",
        en: "How to play: playing with the keyboard explained, with a table of the keys",
      },
      version: "2024.0.2",
      date: "2024-03-11",
      status: "done",
    },
  ],
  "2024-1": [
    {
      type: "graduation-cap",
      key: "SK-45",
      summary: {
        de: "Neue Artikelreihe Synapsen: über Logik, Denkgewohnheiten und die Ideen hinter der Sudoku-Oase",
        en: "New article series Synapses: on logic, habits of thought and the ideas behind Sudoku-Oase",
      },
      version: "2024.1.0",
      date: "2024-03-26",
      status: "done",
    },
    {
      type: "wand-sparkles",
      key: "SK-46",
      summary: {
        de: "Seitenleiste mit den Reitern Neuigkeiten und Konto; Neuigkeiten zeigt die drei neuesten Synapsen-Artikel",
        en: "Sidebar with the tabs News and Account; News shows the three latest Synapses articles",
      },
      version: "2024.1.0",
      date: "2024-03-26",
      status: "done",
    },
    {
      type: "brain-circuit",
      key: "SK-47",
      summary: {
        de: "Hinweise in drei Stufen: wo du hinschauen solltest, welche Technik hilft und welche Ziffer es ist",
        en: "Hints in three steps: where to look, which technique helps and which digit it is",
      },
      version: "2024.1.0",
      date: "2024-03-26",
      status: "done",
    },
    {
      type: "brain-circuit",
      key: "SK-48",
      summary: {
        de: "Hinweise nutzen deine Notizen, solange sie die richtige Ziffer noch enthalten",
        en: "Hints use your notes as long as they still contain the right digit",
      },
      version: "2024.1.1",
      date: "2024-04-22",
      status: "done",
    },
    {
      type: "bug",
      key: "SK-49",
      summary: {
        de: "Nach einer schnellen Eingabe beschrieb ein Hinweis noch die vorherige Stellung",
        en: "After a quick entry, a hint still described the previous position",
      },
      version: "2024.1.1",
      date: "2024-04-22",
      status: "done",
    },
    {
      type: "bug",
      key: "SK-50",
      summary: {
        de: "Rückgängig nach magischen Notizen nahm nur ein Feld statt aller zurück",
        en: "Undo after magic notes took back only one cell instead of all of them",
      },
      version: "2024.1.1",
      date: "2024-04-22",
      status: "done",
    },
    {
      type: "wand-sparkles",
      key: "SK-51",
      summary: {
        de: "Lösungsmeldung mit deiner Zeit und „Perfekt gelöst“, wenn du ohne Prüfen und ohne Hinweis ans Ziel kommst",
        en: "Solved message with your time, and “Perfectly solved” when you finish without a check or a hint",
      },
      version: "2024.1.2",
      date: "2024-05-21",
      status: "done",
    },
    {
      type: "pencil",
      key: "SK-52",
      summary: {
        de: "Gleiche Ziffern im Gitter werden hervorgehoben, wenn du ein Feld oder eine Ziffer wählst",
        en: "Matching digits in the grid are highlighted when you choose a cell or a digit",
      },
      version: "2024.1.2",
      date: "2024-05-21",
      status: "done",
    },
  ],
  "2024-2": [
    {
      type: "wand-sparkles",
      key: "SK-53",
      summary: {
        de: "Angemeldet speichern sich deine Spiele nach einer kurzen Pause von selbst in deinem Konto",
        en: "When you are signed in, your games save themselves to your account after a short pause",
      },
      version: "2024.2.0",
      date: "2024-06-10",
      status: "done",
    },
    {
      type: "wand-sparkles",
      key: "SK-54",
      summary: {
        de: "Ohne Anmeldung bleibt dein Spiel in diesem Browser und wandert beim Anmelden in dein Konto",
        en: "When you are signed out, your game stays in this browser and moves into your account when you sign in",
      },
      version: "2024.2.0",
      date: "2024-06-10",
      status: "done",
    },
    {
      type: "wand-sparkles",
      key: "SK-55",
      summary: {
        de: "„Letzte Rätsel“ im Menü: deine fünf zuletzt gespielten Rätsel mit Stufe und Fortschritt",
        en: "“Last puzzles” in the menu: the five puzzles you played most recently, with level and progress",
      },
      version: "2024.2.0",
      date: "2024-06-10",
      status: "done",
    },
    {
      type: "brain-circuit",
      key: "SK-56",
      summary: {
        de: "Hinweise machen zuerst auf falsche Einträge aufmerksam, bevor sie einen nächsten Schritt zeigen",
        en: "Hints point out wrong entries first, before they show a next step",
      },
      version: "2024.2.0",
      date: "2024-06-10",
      status: "done",
    },
    {
      type: "bug",
      key: "SK-57",
      summary: {
        de: "Beim Spielen in zwei Tabs überschrieb ein älterer Spielstand den neueren; jetzt bekommst du einen Hinweis",
        en: "When you played in two tabs, an older game overwrote the newer one; now you get a notice",
      },
      version: "2024.2.1",
      date: "2024-07-01",
      status: "done",
    },
    {
      type: "wand-sparkles",
      key: "SK-58",
      summary: {
        de: "Ohne Internetverbindung gespeicherte Spielstände werden später von selbst erneut gesendet",
        en: "Games saved without an internet connection are sent again automatically later",
      },
      version: "2024.2.1",
      date: "2024-07-01",
      status: "done",
    },
    {
      type: "graduation-cap",
      key: "SK-59",
      summary: {
        de: "Die Akademie verweist auf den Synapsen-Artikel „Wie wir Schwierigkeit messen“",
        en: "The Academy links to the Synapses article “How we measure difficulty”",
      },
      version: "2024.2.2",
      date: "2024-07-22",
      status: "done",
    },
    {
      type: "bug",
      key: "SK-60",
      summary: {
        de: "Sudoku des Tages: Ein gelöster Tag zählte nach der Uhr deines Geräts statt nach Berliner Zeit",
        en: "Daily Sudoku: a solved day was counted by your device's clock instead of Berlin time",
      },
      version: "2024.2.2",
      date: "2024-07-22",
      status: "done",
    },
  ],
  "2024-3": [
    {
      type: "wand-sparkles",
      key: "SK-61",
      summary: {
        de: "Profil: angemeldete Geräte ansehen und dich überall sonst abmelden",
        en: "Profile: see your signed-in devices and sign out everywhere else",
      },
      version: "2024.3.0",
      date: "2024-09-16",
      status: "done",
    },
    {
      type: "wand-sparkles",
      key: "SK-62",
      summary: {
        de: "Profil: alle deine Daten als JSON-Datei herunterladen oder das Konto mit einem Code aus der E-Mail löschen",
        en: "Profile: download all your data as a JSON file, or delete your account with a code from an e-mail",
      },
      version: "2024.3.0",
      date: "2024-09-16",
      status: "done",
    },
    {
      type: "wand-sparkles",
      key: "SK-63",
      summary: {
        de: "Der Code aus der E-Mail gilt jetzt 15 Minuten statt 2 Stunden und nur ein einziges Mal",
        en: "The code from the e-mail is now valid for 15 minutes instead of 2 hours, and only once",
      },
      version: "2024.3.0",
      date: "2024-09-16",
      status: "done",
    },
    {
      type: "wand-sparkles",
      key: "SK-64",
      summary: {
        de: "Sehr verbreitete Passwörter werden beim Setzen eines neuen Passworts abgelehnt",
        en: "Very common passwords are refused when you set a new password",
      },
      version: "2024.3.0",
      date: "2024-09-16",
      status: "done",
    },
    {
      type: "bug",
      key: "SK-65",
      summary: {
        de: "Profilbild: Große Handyfotos ließen sich nicht hochladen; jetzt wird das Bild vorher verkleinert",
        en: "Profile picture: large photos from phones could not be uploaded; now the picture is made smaller first",
      },
      version: "2024.3.1",
      date: "2024-10-21",
      status: "done",
    },
    {
      type: "wand-sparkles",
      key: "SK-66",
      summary: {
        de: "Bildschirmleser sagen jede Eingabe, jede Notiz und jedes Rückgängig an",
        en: "Screen readers announce every entry, every note and every undo",
      },
      version: "2024.3.1",
      date: "2024-10-21",
      status: "done",
    },
    {
      type: "ad",
      key: "SK-67",
      summary: {
        de: "Werbeflächen halten ihren Platz frei, damit die Seite beim Laden nicht springt",
        en: "Ad spaces keep their room free so that the page does not jump while it loads",
      },
      version: "2024.3.1",
      date: "2024-10-21",
      status: "done",
    },
    {
      type: "ad",
      key: "SK-68",
      summary: {
        de: "Mitlaufende Werbung am rechten Rand auch auf mittelbreiten Bildschirmen",
        en: "Sticky ad at the right-hand edge on medium-width screens too",
      },
      version: "2024.3.1",
      date: "2024-10-21",
      status: "reverted",
    },
    {
      type: "ad",
      key: "SK-69",
      summary: {
        de: "Mitlaufende Werbung erscheint nur noch auf Bildschirmen, die breiter als 1520 Pixel sind",
        en: "The sticky ad only appears on screens wider than 1520 pixels",
      },
      version: "2024.3.2",
      date: "2024-11-25",
      status: "done",
    },
    {
      type: "ad",
      key: "SK-70",
      summary: {
        de: "Black Friday: 25 % mehr werbefreie Zeit, angekündigt in der Seitenleiste",
        en: "Black Friday: 25 % more ad-free time, announced in the sidebar",
      },
      version: "2024.3.2",
      date: "2024-11-25",
      status: "done",
    },
    {
      type: "ad",
      key: "SK-71",
      summary: {
        de: "Bezahlen ohne PayPal-Konto: auch direkt mit Kredit- oder Debitkarte",
        en: "Paying without a PayPal account: directly by credit or debit card too",
      },
      version: "2024.3.2",
      date: "2024-11-25",
      status: "done",
    },
  ],
  "2025-0": [
    {
      type: "brain-circuit",
      key: "SK-101",
      summary: {
        de: "Bewertungs-Engine überarbeitet und alle Rätsel neu bewertet: fünf Stufen nach der schwierigsten nötigen Lösungstechnik",
        en: "Rating engine reworked and all puzzles re-rated: five levels based on the hardest solving technique needed",
      },
      version: "2025.0.0",
      date: "2025-01-13",
      status: "done",
    },
    {
      type: "wand-sparkles",
      key: "SK-102",
      summary: {
        de: "Himmel im Kopfbereich und helles oder dunkles Design folgen der Tageszeit",
        en: "Header sky and light or dark design follow the time of day",
      },
      version: "2025.0.0",
      date: "2025-01-13",
      status: "done",
    },
    {
      type: "pencil",
      key: "SK-103",
      summary: {
        de: "Magische Notizen arbeiten jetzt auch bei fast leerem Gitter ohne Verzögerung",
        en: "Magic notes now work without delay even on an almost empty grid",
      },
      version: "2025.0.0",
      date: "2025-01-13",
      status: "done",
    },
    {
      type: "brain-circuit",
      key: "SK-104",
      summary: {
        de: "Hinweise: Die erste Stufe hebt den Bereich für den nächsten Schritt deutlicher hervor",
        en: "Hints: the first step now highlights the area of the next move more clearly",
      },
      version: "2025.0.1",
      date: "2025-02-03",
      status: "done",
    },
    {
      type: "bug",
      key: "SK-105",
      summary: {
        de: "Schnellmodus: Vorgemerkte Ziffer verfiel schon vor Ablauf von 0,5 Sekunden",
        en: "Speed mode: a pending digit expired before the 0.5 seconds were up",
      },
      version: "2025.0.1",
      date: "2025-02-03",
      status: "done",
    },
    {
      type: "graduation-cap",
      key: "SK-106",
      summary: {
        de: "Akademie überarbeitet: Erklärungen aller Techniken, geordnet nach Sternstufe",
        en: "Academy revised: explanations of all techniques, grouped by star level",
      },
      version: "2025.0.2",
      date: "2025-03-10",
      status: "done",
    },
    {
      type: "pencil",
      key: "SK-107",
      summary: {
        de: "Umkehrmodus ist jetzt standardmäßig eingeschaltet",
        en: "Invert mode is now switched on by default",
      },
      version: "2025.0.2",
      date: "2025-03-10",
      status: "done",
    },
    {
      type: "bug",
      key: "SK-108",
      summary: {
        de: "Druckbögen: Dicke Blocklinien fehlten beim Drucken aus manchen Browsern",
        en: "Print sheets: thick box lines were missing when printing from some browsers",
      },
      version: "2025.0.3",
      date: "2025-04-14",
      status: "done",
    },
    {
      type: "wand-sparkles",
      key: "SK-109",
      summary: {
        de: "Tastatur: Strg+Y für Wiederholen und N für den Notizmodus",
        en: "Keyboard: Ctrl+Y to redo and N for notes mode",
      },
      version: "2025.0.3",
      date: "2025-04-14",
      status: "done",
    },
    {
      type: "ad",
      key: "SK-110",
      summary: {
        de: "Einwilligungsdialog für Werbung überarbeitet, Ablehnen so einfach wie Zustimmen",
        en: "Ad consent dialog reworked: declining is as easy as accepting",
      },
      version: "2025.0.3",
      date: "2025-04-14",
      status: "done",
    },
    {
      type: "bug",
      key: "SK-111",
      summary: {
        de: "Anmeldung: Code-E-Mail wurde bei schnellem Doppelklick zweimal verschickt",
        en: "Login: the code e-mail was sent twice after a quick double click",
      },
      version: "2025.0.4",
      date: "2025-05-26",
      status: "done",
    },
    {
      type: "ad",
      key: "SK-112",
      summary: {
        de: "Unterstützer sehen auch in der Druckansicht keine Werbung mehr",
        en: "Supporters no longer see ads in the print view either",
      },
      version: "2025.0.4",
      date: "2025-05-26",
      status: "done",
    },
  ],
};

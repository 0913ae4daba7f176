import type daily from "./daily.ts";

// Texts of the Daily Sudoku page, the monthly draw, the winners page and the daily API calls. On the
// server they join the `daily` namespace; the two pages get their language's copy with their
// loader data, so the browser catalogue that every page loads stays small.
const dailyPage = {
  description: "Jeden Tag ab 0 Uhr ein neues Sudoku: montags leicht, sonntags sehr schwer – mit Kalender und monatlicher Verlosung.",
  // API and form messages
  notYet: "Das Sudoku für diesen Tag gibt es erst ab 0 Uhr (deutscher Zeit) an diesem Tag.",
  notFound: "Für diesen Tag oder diese Nummer gibt es kein Sudoku des Tages.",
  badKey: "Gib ein Datum (JJJJ-MM-TT) oder die Nummer eines Sudokus des Tages an.",
  invalidDate: "Das Datum muss ein gültiges Datum im Format JJJJ-MM-TT sein.",
  agreementInvalid: "Zum Mitmachen musst du die Teilnahmebedingungen akzeptieren.",
  agreementSaved: "Danke! Du kannst jetzt beim Sudoku des Tages mitmachen.",
  invalidMonth: "Der Monat muss im Format JJJJ-MM angegeben werden.",
  drawNotFound: "Für diesen Monat gibt es keine Verlosung.",
  noPool: "Gerade ist kein Sudoku des Tages verfügbar. Bitte versuche es später noch einmal.",
  // The daily page
  checkWaits: "Die Prüfung braucht eine Internetverbindung – sie läuft, sobald du wieder online bist.",
  loginLink: "Anmelden und mitmachen",
  termsIntro:
    "Du spielst mit, und jeder an seinem Tag gelöste Tag zählt für deine Serie. Für ein Los in der Verlosung nimm einmal die Teilnahmebedingungen an.",
  termsRead: "Teilnahmebedingungen lesen",
  drawTitle: "Die monatliche Verlosung",
  visitorDraw:
    "Spiel einfach los: Das Sudoku des Tages ist für alle da. Wer es an seinem Tag löst, bekommt ein Los für die monatliche Verlosung von Gutscheinen. Dafür brauchst du ein kostenloses Konto und nimmst einmal die Teilnahmebedingungen an.",
  carryRule:
    "Dein Spiel nimmst du beim Anmelden mit. Ein Los zählt, wenn dein gelöstes Rätsel bis 23:59:59 Uhr Berliner Zeit an seinem Tag in deinem Konto ankommt und du die Teilnahmebedingungen bis dahin angenommen hast.",
  termsCheckbox: "Ich habe die Teilnahmebedingungen gelesen und akzeptiere sie.",
  termsSubmit: "Mitmachen",
  todayHeading: "Heute, {{date}}",
  dayHeading: "Sudoku des Tages vom {{date}}",
  puzzleLine: "Nr. {{id}} · {{level}}",
  pastDayNote:
    "Dieses Rätsel war das Sudoku des Tages vom {{date}}. Du kannst es nachspielen; für die Verlosung zählt ein Rätsel nur an seinem Tag.",
  solvedOnDayNote: "Gelöst an seinem Tag: ein Los für die Verlosung im {{month}}, sobald dein Spiel gespeichert ist.",
  solvedTermsNote:
    "Gelöst an seinem Tag! Nimm bis Mitternacht die Teilnahmebedingungen an, dann bringt es dir ein Los für die Verlosung im {{month}}.",
  solvedVisitorNote:
    "Gelöst an seinem Tag! Melde dich bis Mitternacht an und nimm die Teilnahmebedingungen an: Dann kommt dein Spiel in dein Konto und bringt dir ein Los für die Verlosung im {{month}}.",
  figuresTitle: "Zahlen des Tages",
  figures_one: "{{solvers}} Person hat dieses Rätsel an seinem Tag gelöst, in einer mittleren Zeit (Median) von {{time}}.",
  figures_other: "{{solvers}} Personen haben dieses Rätsel an seinem Tag gelöst, in einer mittleren Zeit (Median) von {{time}}.",
  figuresNoTime_one: "{{solvers}} Person hat dieses Rätsel an seinem Tag gelöst.",
  figuresNoTime_other: "{{solvers}} Personen haben dieses Rätsel an seinem Tag gelöst.",
  figuresHidden: "Die Zahlen des Tages zeigen wir, sobald mindestens {{count}} Personen dieses Rätsel an seinem Tag gelöst haben.",
  solvedLateNote: "Nachgespielt: Dieses Rätsel zählt nicht mehr für die Verlosung.",
  lots_one: "Deine Lose im {{month}}: {{count}} Los.",
  lots_other: "Deine Lose im {{month}}: {{count}} Lose.",
  label: "Deine Kennung in der Losliste des Monats:",
  labelHint: "Mit ihr findest du deine Lose nach der Ziehung in der veröffentlichten Liste.",
  prizesTitle: "Das gibt es zu gewinnen",
  prizePlace: "{{place}}. Platz: Gutschein über {{amount}}",
  shippingNote_one: "Die Gutscheine verschicken wir innerhalb von {{count}} Woche.",
  shippingNote_other: "Die Gutscheine verschicken wir innerhalb von {{count}} Wochen.",
  badDate: "Diese Adresse nennt kein gültiges Datum. Das Datum steht im Format JJJJ-MM-TT in der Adresse.",
  notYetTitle: "Noch nicht so weit",
  notFoundTitle: "Kein Sudoku für diesen Tag",
  badDateTitle: "Ungültiges Datum",
  toToday: "Zum heutigen Sudoku des Tages",
  termsLink: "Teilnahmebedingungen",
  methodLink: "So wird gelost",
  winnersLink: "Gewinner:innen",
  // The winners page
  winnersTitle: "Gewinner:innen des Sudokus des Tages",
  winnersDescription:
    "Die Gewinner:innen der monatlichen Verlosung zum Sudoku des Tages, Monat für Monat – mit allen Daten, um jede Ziehung nachzurechnen.",
  winnersIntro:
    "Jeden Monat verlosen wir Gutscheine unter allen, die ein Sudoku des Tages an seinem Tag gelöst haben: ein Los pro gelöstem Tag. Hier stehen die Gewinner:innen, die neueste Verlosung zuerst.",
  neutralName: "Rätselfreund:in",
  placeLabel: "{{place}}. Platz",
  prize: "Gutschein über {{amount}}",
  noEntries: "In diesem Monat hat niemand ein Sudoku des Tages an seinem Tag gelöst, darum gab es nichts zu verlosen.",
  drawWaiting: "Die Lose sind festgeschrieben. Gezogen wird, sobald die drand-Runde {{round}} erschienen ist.",
  drawOpen: "Noch nicht gezogen. Schon festgelegt und veröffentlicht sind das Commitment und die drand-Runde {{round}}.",
  drawSkipped: "Diese Verlosung findet nicht statt: Ihr Commitment wurde erst nach Monatsbeginn festgelegt und beweist darum nichts.",
  archiveNote: "Aus dem Archiv der früheren Seite; diese Ziehungen sind nicht nachrechenbar.",
  proofTitle: "Nachprüfen",
  proofCommitment: "Commitment (SHA-256 des Seeds)",
  proofSeed: "Seed",
  proofEntries: "Hash der Losliste",
  proofRound: "drand-Runde",
  proofRandomness: "Zufallswert der Runde",
  proofDownload: "Alle Daten der Ziehung (JSON)",
  proofCommand: "Selbst nachrechnen:",
  yourLots_one: "Du hattest {{count}} Los, Kennung {{label}}.",
  yourLots_other: "Du hattest {{count}} Lose, Kennung {{label}}.",
  noWinnersYet: "Noch keine Verlosung.",
};

/** The whole `daily` namespace as the server has it: what every page needs plus the pages' own texts. */
export type DailyTexts = typeof daily & typeof dailyPage;

export default dailyPage;

// Texts of the Daily Sudoku, its calendar, the monthly draw and the winners.
const daily = {
  title: "Sudoku des Tages",
  description: "Jeden Tag ab 0 Uhr ein neues Sudoku: montags leicht, sonntags sehr schwer – mit Kalender und monatlicher Verlosung.",
  // API and form messages
  notYet: "Das Sudoku für diesen Tag gibt es erst ab 0 Uhr (deutscher Zeit) an diesem Tag.",
  notFound: "Für diesen Tag oder diese Nummer gibt es kein Sudoku des Tages.",
  badKey: "Gib ein Datum (JJJJ-MM-TT) oder die Nummer eines Sudokus des Tages an.",
  invalidDate: "Das Datum muss ein gültiges Datum im Format JJJJ-MM-TT sein.",
  termsRequired: "Bitte akzeptiere zuerst die Teilnahmebedingungen.",
  agreementInvalid: "Zum Mitmachen musst du die Teilnahmebedingungen akzeptieren.",
  agreementSaved: "Danke! Du kannst jetzt beim Sudoku des Tages mitmachen.",
  invalidMonth: "Der Monat muss im Format JJJJ-MM angegeben werden.",
  drawNotFound: "Für diesen Monat gibt es keine Verlosung.",
  noPool: "Gerade ist kein Sudoku des Tages verfügbar. Bitte versuche es später noch einmal.",
};

export default daily;

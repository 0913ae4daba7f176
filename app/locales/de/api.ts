// Messages of the JSON calls and the Worker's own refusals (405, 403, 413). Only the server
// answers with them, so they are not part of the browser's catalogue (the `api` namespace of
// app/locales/index.ts).
const api = {
  badRequest: "Die Anfrage ist ungültig.",
  invalidLevel: "Die Stufe muss eine ganze Zahl von 1 bis 5 sein.",
  invalidId: "Die Sudoku-Nummer muss eine positive ganze Zahl sein.",
  puzzleNotFound: "Ein Sudoku mit dieser Nummer gibt es nicht.",
  catalogueEmpty: "Für diese Stufe ist gerade kein Rätsel verfügbar.",
  notFound: "Diese Schnittstelle gibt es nicht.",
  avatarNotFound: "Dieses Profilbild gibt es nicht (mehr).",
  avatarVersionInvalid: "Die Adresse des Profilbilds ist ungültig.",
  methodNotAllowed: "Diese Methode ist hier nicht erlaubt.",
  crossSite: "Diese Anfrage kam nicht von unserer Seite und wurde abgelehnt.",
  payloadTooLarge: "Die Anfrage ist zu groß.",
  invalidCounterId: "Die Besucherkennung ist ungültig: erwartet wird eine Kennung, die der Server vergeben hat, oder „none“.",
};

export default api;

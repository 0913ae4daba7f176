// What the board's polite live region says after an action (app/play/announce.ts): loaded with
// that module on the first action, not with the play page.
const announce = {
  entered: "Zeile {{row}}, Spalte {{col}}: {{digit}} eingetragen",
  cleared: "Zeile {{row}}, Spalte {{col}}: {{digit}} gelöscht",
  noteOn: "Zeile {{row}}, Spalte {{col}}: Notiz {{digit}} gesetzt",
  noteOff: "Zeile {{row}}, Spalte {{col}}: Notiz {{digit}} entfernt",
  notesCleared: "Zeile {{row}}, Spalte {{col}}: Notizen gelöscht",
  pending: "Zeile {{row}}, Spalte {{col}}: {{digit}} vorgemerkt, zum Eintragen noch einmal drücken",
  undo: "Rückgängig gemacht",
  redo: "Wiederhergestellt",
  magic: "Alle möglichen Kandidaten als Notizen eingetragen",
  reset: "Alle Eingaben zurückgesetzt",
  notesOn: "Notizmodus an",
  notesOff: "Notizmodus aus",
  paused: "Pause, die Zeit steht",
  resumed: "Es geht weiter",
  color: "Farbe {{color}} gesetzt",
  colorOff: "Farbe entfernt",
  filterOn: "Filter {{digit}}: {{count}} Felder möglich",
  filterOff: "Filter aus",
  selected: "{{count}} Felder ausgewählt",
  liveOn: "Live-Kandidaten an",
  liveOff: "Live-Kandidaten aus",
  mode: "Fehlermodus: {{mode}}",
  mistake: "Fehler {{count}} von {{limit}}",
  failed: "{{limit}} Fehler: Dieser Versuch ist vorbei",
  back: "Zurück zur letzten richtigen Stellung",
  modeRelaxed: "locker",
  modeClassic: "klassisch",
  modeStrict: "streng",
};

export default announce;

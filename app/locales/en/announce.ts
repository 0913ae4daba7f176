import type announceDe from "../de/announce.ts";

// What the board's polite live region says after an action (app/play/announce.ts): loaded with
// that module on the first action, not with the play page.
const announce: typeof announceDe = {
  entered: "Row {{row}}, column {{col}}: {{digit}} entered",
  cleared: "Row {{row}}, column {{col}}: {{digit}} cleared",
  noteOn: "Row {{row}}, column {{col}}: note {{digit}} set",
  noteOff: "Row {{row}}, column {{col}}: note {{digit}} removed",
  notesCleared: "Row {{row}}, column {{col}}: notes cleared",
  pending: "Row {{row}}, column {{col}}: {{digit}} pending, press it again to enter it",
  undo: "Undone",
  redo: "Redone",
  magic: "All possible candidates entered as notes",
  reset: "All inputs reset",
  notesOn: "Notes mode on",
  notesOff: "Notes mode off",
  paused: "Paused, the clock has stopped",
  resumed: "Playing on",
  color: "Colour {{color}} set",
  colorOff: "Colour removed",
  filterOn: "Filter {{digit}}: {{count}} cells possible",
  filterOff: "Filter off",
  selected: "{{count}} cells selected",
  liveOn: "Live candidates on",
  liveOff: "Live candidates off",
  mode: "Mistake mode: {{mode}}",
  mistake: "Mistake {{count}} of {{limit}}",
  failed: "{{limit}} mistakes: this attempt is over",
  back: "Back to the last correct position",
  modeRelaxed: "relaxed",
  modeClassic: "classic",
  modeStrict: "strict",
};

export default announce;

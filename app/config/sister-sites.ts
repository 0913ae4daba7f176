// Sister puzzle sites linked in the footer (SPEC §1). Edit this list to add or move a site.
export interface SisterSite {
  id: string;
  name: { de: string; en: string };
  url: string;
}

export const SISTER_SITES: readonly SisterSite[] = [
  { id: "daily", name: { de: "Tages-Sudoku", en: "Daily Sudoku" }, url: "https://tages.sudoku-oase.de" },
  { id: "seventeen", name: { de: "17-Hinweise-Sudoku", en: "17-clue Sudoku" }, url: "https://17.sudoku-oase.de" },
  { id: "kakuro", name: { de: "Kakuro", en: "Kakuro" }, url: "https://kakuro.sudoku-oase.de" },
  { id: "connect-four", name: { de: "Vier gewinnt", en: "Connect Four" }, url: "https://vier-gewinnt.sudoku-oase.de" },
  { id: "solitaire", name: { de: "Solitär", en: "Solitaire" }, url: "https://solitaer.sudoku-oase.de" },
];

import type de from "../de/release-page.ts";

// English texts of the release tables.
const releasePage: typeof de = {
  tableHeading: "All changes",
  caption: "All changes in version {{version}}",
  type: "Type",
  key: "Key",
  summary: "Summary",
  version: "Version",
  date: "Date",
  status: "Status",
  types: {
    bug: "Bug fix",
    pencil: "Notes and input",
    "brain-circuit": "Engine and hints",
    "graduation-cap": "Academy and texts",
    "wand-sparkles": "New feature or design",
    ad: "Ads and supporters",
  },
  statuses: {
    done: "done",
    reverted: "withdrawn",
  },
};

export default releasePage;

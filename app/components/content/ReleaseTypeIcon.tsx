import type { ReleaseType } from "../../content/release-notes.ts";

// The six release-item icons (SPEC §3: bug, pencil, brain-circuit, graduation-cap, wand-sparkles,
// ad), drawn for this site as 24-unit line icons in the text colour. Decorative: the type's name
// is written next to each one for screen readers.

const PATHS: Record<ReleaseType, string[]> = {
  bug: ["M9 7a3 3 0 0 1 6 0", "M8 9h8v6a4 4 0 0 1-8 0z", "M12 11v8", "M4 10l4 1M20 10l-4 1M4 15h4M20 15h-4M5 20l3.5-2.5M19 20l-3.5-2.5"],
  pencil: ["M4 20l1-4L16 5l3 3L8 19z", "M14 7l3 3", "M4 20l4-1"],
  "brain-circuit": [
    "M12 4a3 3 0 0 0-5.5 1.5A3 3 0 0 0 4 9a3 3 0 0 0 1 5 3 3 0 0 0 3 5 3 3 0 0 0 4 1z",
    "M12 4v16",
    "M12 9h4M16 9a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0",
    "M12 15h2l2 2M16 17a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0",
  ],
  "graduation-cap": ["M2 9l10-5 10 5-10 5z", "M6 11v5c0 1.5 3 3 6 3s6-1.5 6-3v-5", "M22 9v6"],
  "wand-sparkles": ["M4 20L15 9", "M13 7l4 4", "M18 3v4M16 5h4", "M7 4v3M5.5 5.5h3", "M19 14v3M17.5 15.5h3"],
  ad: ["M3 6h18v12H3z", "M7 15l2.5-6 2.5 6M7.8 13h3.4", "M14 9v6h1.5a3 3 0 0 0 0-6z"],
};

export function ReleaseTypeIcon({ type }: { type: ReleaseType }) {
  return (
    <svg
      className="release-icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[type].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

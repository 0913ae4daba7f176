import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

interface Tab {
  id: string;
  label: string;
  content: ReactNode;
}

/**
 * Tabs after the WAI-ARIA Authoring Practices pattern: arrow keys, Home and End move between
 * tabs with automatic activation; only the active tab is in the tab order.
 */
export function Tabs({ tabs, label, initial = 0 }: { tabs: Tab[]; label: string; initial?: number }) {
  const [active, setActive] = useState(initial);
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  function focus(i: number) {
    const next = (i + tabs.length) % tabs.length;
    setActive(next);
    refs.current[next]?.focus();
  }
  function onKeyDown(e: KeyboardEvent) {
    if (e.key === "ArrowRight") focus(active + 1);
    else if (e.key === "ArrowLeft") focus(active - 1);
    else if (e.key === "Home") focus(0);
    else if (e.key === "End") focus(tabs.length - 1);
    else return;
    e.preventDefault();
  }
  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tablist" onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-selected={i === active}
            aria-controls={`${base}-panel-${tab.id}`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          hidden={i !== active}
          tabIndex={0}
          className="tabpanel"
        >
          {/* Only the active panel is mounted: a hidden panel costs no rendering and no code. */}
          {i === active ? tab.content : null}
        </div>
      ))}
    </div>
  );
}

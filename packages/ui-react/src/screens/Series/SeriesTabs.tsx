import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface SeriesTab {
  id: string;
  label: string;
  panel: ReactNode;
}

export interface SeriesTabsProps {
  tabs: readonly SeriesTab[];
  selected: string;
  onSelect: (id: string) => void;
  /** Accessible name of the tab list. */
  label: string;
}

/** The tab a key moves to in a horizontal tab list (Arrow keys wrap, Home and End jump), or undefined for other keys. */
export function tabIndexForKey(key: string, current: number, count: number): number | undefined {
  if (key === 'ArrowRight') return (current + 1) % count;
  if (key === 'ArrowLeft') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/** Tabs of the series screen (episodes, about), following the ARIA tabs pattern: one tab stop, arrows move and select. */
export function SeriesTabs({ tabs, selected, onSelect, label }: SeriesTabsProps) {
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = Math.max(0, tabs.findIndex((tab) => tab.id === selected));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabIndexForKey(event.key, selectedIndex, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    onSelect(tabs[next]!.id);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="ott-series-tabs">
      <div className="ott-series-tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-controls={`${baseId}-panel-${tab.id}`}
            aria-selected={index === selectedIndex}
            tabIndex={index === selectedIndex ? 0 : -1}
            className={`ott-series-tabs__tab${index === selectedIndex ? ' ott-series-tabs__tab--selected' : ''}`}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={index !== selectedIndex}
          className="ott-series-tabs__panel"
        >
          {index === selectedIndex && tab.panel}
        </div>
      ))}
    </div>
  );
}

import type { KeyboardEvent } from 'react';
import './tabBar.css';

export interface TabBarTab<T extends string> {
  value: T;
  label: string;
  testId?: string;
}

export interface TabBarProps<T extends string> {
  tabs: readonly TabBarTab<T>[];
  value: T;
  onChange: (value: T) => void;
}

/** The keys that move the focus along a tab row (WAI-ARIA tabs pattern), to the index they lead to. */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const move = MOVES[event.key];
  if (!move) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
  if (index < 0) return;
  event.preventDefault();
  tabs[move(index, tabs.length)]?.focus();
}

/**
 * A row of tabs in static CSS (tabBar.css) with the keyboard of MUI's Tabs: Tab reaches the chosen tab
 * only, the arrow keys, Home and End move between tabs, Enter or Space chooses one. The caller shows the
 * chosen tab's content.
 */
export function TabBar<T extends string>({ tabs, value, onChange }: TabBarProps<T>) {
  return (
    <div className="tab-bar" role="tablist" onKeyDown={moveFocus}>
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            type="button"
            role="tab"
            className="tab-bar-tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            data-testid={tab.testId}
            onClick={() => onChange(tab.value)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

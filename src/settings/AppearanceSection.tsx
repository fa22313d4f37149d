import { Monitor, Moon, Sun } from 'lucide-react';
import { useId, useState } from 'react';
import { SegmentedControl, type Segment } from '../components/SegmentedControl';
import { useViewFlags } from '../entry-social/useViewFlags';
import { applyTheme, readTheme, type ThemeChoice } from './theme';

const THEMES: readonly Segment<ThemeChoice>[] = [
  { value: 'system', label: 'System', icon: <Monitor aria-hidden="true" /> },
  { value: 'light', label: 'Light', icon: <Sun aria-hidden="true" /> },
  { value: 'dark', label: 'Dark', icon: <Moon aria-hidden="true" /> },
];

/** The theme as three segments: System follows the device, Light and Dark pin one. */
export function ThemeControl({
  value,
  onChange,
}: {
  value: ThemeChoice;
  onChange: (choice: ThemeChoice) => void;
}) {
  return (
    <div className="settings-choice">
      <p className="settings-choice__label" aria-hidden="true">
        Theme
      </p>
      <SegmentedControl label="Theme" value={value} options={THEMES} onChange={onChange} />
      <p className="settings-choice__hint">System follows your device’s light or dark setting.</p>
    </div>
  );
}

/** One checkbox row: the label is the whole row (a 44 px target); the hint is read with it. */
function Check({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const hintId = useId();
  return (
    <div className="settings-check">
      <label className="settings-check__label">
        <input
          type="checkbox"
          checked={checked}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </label>
      <p id={hintId} className="settings-check__hint">
        {hint}
      </p>
    </div>
  );
}

/** What entry cards offer beside each entry (docs/product.md §4's view flags). */
export function CardDisplayControl() {
  const [flags, change] = useViewFlags();
  return (
    <fieldset className="settings-choice">
      <legend className="settings-choice__label">On entry cards, show</legend>
      <Check
        label="Bookmark buttons"
        hint="Keep an entry among your bookmarks straight from its card."
        checked={flags.bookmarks}
        onChange={(bookmarks) => change({ bookmarks })}
      />
      <Check
        label="Comment links"
        hint="How many comments an entry has, with a link to them."
        checked={flags.comments}
        onChange={(comments) => change({ comments })}
      />
    </fieldset>
  );
}

/**
 * How Ritual looks on this device: the theme (applied at once; public/theme.js applies it before
 * the first paint of the next visit) and what entry cards show. Both are kept in this browser's
 * storage, not the account, so they work offline and differ per device.
 */
export function AppearanceSection() {
  const [theme, setTheme] = useState<ThemeChoice>(() => readTheme());
  function choose(choice: ThemeChoice) {
    applyTheme(choice);
    setTheme(choice);
  }
  return (
    <section className="settings-section" aria-labelledby="settings-appearance">
      <header className="settings-section__header">
        <h2 id="settings-appearance">Appearance</h2>
        <p className="settings-section__note">Kept on this device.</p>
      </header>
      <ThemeControl value={theme} onChange={choose} />
      <CardDisplayControl />
    </section>
  );
}

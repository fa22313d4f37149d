/**
 * The theme chosen in Settings: 'system' follows the device, 'light' and 'dark' pin one. Kept in
 * localStorage under the key public/theme.js reads before the first paint, and applied as
 * data-theme on <html>, which tokens.css reads.
 */
export type ThemeChoice = 'system' | 'light' | 'dark';

export const THEME_KEY = 'ritual.theme';

// `localStorage` is read inside each try: in a frame on another site with storage blocked, merely
// naming it throws.
export function readTheme(storage?: Pick<Storage, 'getItem'>): ThemeChoice {
  try {
    const value = (storage ?? localStorage).getItem(THEME_KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

export function applyTheme(
  choice: ThemeChoice,
  storage?: Pick<Storage, 'setItem' | 'removeItem'>,
  root: HTMLElement = document.documentElement,
): void {
  try {
    const store = storage ?? localStorage;
    if (choice === 'system') store.removeItem(THEME_KEY);
    else store.setItem(THEME_KEY, choice);
  } catch {
    // storage refused: the choice holds for this visit only
  }
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
}

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../test/memory-storage';
import { ThemeControl } from './AppearanceSection';
import { applyTheme, readTheme, THEME_KEY, type ThemeChoice } from './theme';

const checkedOption = (html: string) =>
  /<input[^>]*value="(\w+)"[^>]*checked=""/.exec(html)?.[1] ??
  /<input[^>]*checked=""[^>]*value="(\w+)"/.exec(html)?.[1];

describe('ThemeControl', () => {
  it('offers System, Light and Dark as one radio group named Theme, the current one chosen', () => {
    const html = renderToStaticMarkup(<ThemeControl value="light" onChange={() => {}} />);
    expect(html).toContain('role="radiogroup" aria-label="Theme"');
    const labels = [...html.matchAll(/<span>(\w+)<\/span>/g)].map((match) => match[1]);
    expect(labels).toEqual(['System', 'Light', 'Dark']);
    expect(checkedOption(html)).toBe('light');
  });

  it('shows the stored choice, System when none or an unknown one is stored', () => {
    const shown = (stored?: string) =>
      checkedOption(
        renderToStaticMarkup(
          <ThemeControl
            value={readTheme(memoryStorage(stored ? { [THEME_KEY]: stored } : {}))}
            onChange={() => {}}
          />,
        ),
      );
    expect(shown('dark')).toBe('dark');
    expect(shown()).toBe('system');
    expect(shown('sepia')).toBe('system');
  });
});

describe('applyTheme', () => {
  it('pins Light or Dark on <html> and keeps it; System forgets it and follows the device', () => {
    const storage = memoryStorage();
    const root = { dataset: {} } as HTMLElement;
    const choose = (choice: ThemeChoice) => applyTheme(choice, storage, root);

    choose('light');
    expect(root.dataset.theme).toBe('light');
    expect(readTheme(storage)).toBe('light');
    choose('dark');
    expect(root.dataset.theme).toBe('dark');
    expect(storage.items.get(THEME_KEY)).toBe('dark');
    choose('system');
    expect(root.dataset.theme).toBeUndefined();
    expect(storage.items.has(THEME_KEY)).toBe(false);
  });

  it('still applies the choice for this visit when storage refuses it', () => {
    const refusing = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    const root = { dataset: {} } as HTMLElement;
    applyTheme('dark', refusing, root);
    expect(root.dataset.theme).toBe('dark');
  });
});

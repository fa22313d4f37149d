import { useEffect } from 'react';

/**
 * The tab's and the task switcher's name for this screen: "Morning Pages · Ritual", or "Ritual"
 * alone while the name is not known yet. Screen readers announce it after a route change.
 */
export function useDocumentTitle(name: string | undefined): void {
  useEffect(() => {
    document.title = titleOf(name);
  }, [name]);
}

export function titleOf(name: string | undefined): string {
  return name ? `${name} · Ritual` : 'Ritual';
}

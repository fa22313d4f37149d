import { useContext } from 'react';
import { CurrentPageContext } from './current-page';

/** The current route's name, e.g. 'home' or 'slug-journal'; undefined outside the router. */
export function useCurrentPage(): string | undefined {
  return useContext(CurrentPageContext);
}

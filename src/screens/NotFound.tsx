import { ErrorScreen } from '../app/ErrorScreen';
import { useDocumentTitle } from '../app/useDocumentTitle';

/** No route matched: docs/product.md §2's 404, 'This page could not be found.' */
export function NotFound() {
  useDocumentTitle('Page not found');
  return <ErrorScreen statusCode={404} />;
}

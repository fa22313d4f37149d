import { ErrorScreen } from '../app/ErrorScreen';

/** No route matched: docs/product.md §2's 404, 'This page could not be found.' */
export function NotFound() {
  return <ErrorScreen statusCode={404} />;
}

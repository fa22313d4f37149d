import { ErrorScreen } from '../app/ErrorScreen';
import { useDocumentTitle } from '../app/useDocumentTitle';

/**
 * No page here: docs/product.md §2's 404, 'This page could not be found.', with its ways on
 * (ErrorScreen). `message` says more where the address named something (a person no one is).
 */
export function NotFound({ message }: { message?: string }) {
  useDocumentTitle('Page not found');
  return <ErrorScreen statusCode={404} {...(message ? { message } : {})} />;
}

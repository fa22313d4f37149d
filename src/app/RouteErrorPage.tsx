import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorText } from '../../contract/error-texts';
import { ErrorScreen } from './ErrorScreen';

/** A screen that threw, or a chunk that would not load after the one reload: SPEC §2's error page. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const message = (error.data as { message?: unknown } | undefined)?.message;
    return (
      <ErrorScreen
        statusCode={error.status}
        message={typeof message === 'string' ? message : undefined}
      />
    );
  }
  console.error(error);
  return <ErrorScreen statusCode={500} message={ErrorText.server} />;
}

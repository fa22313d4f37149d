import { Outlet, useParams } from 'react-router-dom';
import { ErrorScreen } from './ErrorScreen';

/** The username rule of contract/users.ts, without zod, so this stays out of a screen's chunk. */
const USERNAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{2,29}$/;

/** /:slug and below. docs/product.md §2: a path that cannot be a username fails validation and shows the 404. */
export function ProfileArea() {
  const { slug = '' } = useParams();
  return USERNAME.test(slug) ? <Outlet /> : <ErrorScreen statusCode={404} />;
}

import { createBrowserRouter } from 'react-router-dom';
import { routes } from './routes';

/** History-mode routing (SPEC §2); the server answers every page path with index.html. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}

import { createBrowserRouter } from 'react-router-dom';
import { routes } from './routes';

/** History-mode routing (docs/product.md §2); the server answers every page path with index.html. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}

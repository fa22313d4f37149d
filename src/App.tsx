import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import type { AuthState } from './app/auth-state';
import type { createAppRouter } from './app/router';
import type { AppServices } from './app/start-app';

export interface AppProps {
  services: AppServices;
  router: ReturnType<typeof createAppRouter>;
  /** PRESUMED_VISITOR when hydrating a prerendered page */
  initialAuth?: AuthState;
}

export function App({ services, router, initialAuth }: AppProps) {
  return (
    <AppProviders services={services} initialAuth={initialAuth}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

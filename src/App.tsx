import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import type { createAppRouter } from './app/router';
import type { AppServices } from './app/start-app';

export interface AppProps {
  services: AppServices;
  router: ReturnType<typeof createAppRouter>;
}

export function App({ services, router }: AppProps) {
  return (
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

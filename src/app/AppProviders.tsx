import { useCallback, type ReactNode } from 'react';
import { ConfirmProvider } from '../components/ConfirmProvider';
import { ToastProvider } from '../components/ToastProvider';
import { UploadsContext } from '../uploads/uploads-context';
import { AuthApiContext } from './auth-api-context';
import { AuthProvider } from './AuthProvider';
import { DataLayerContext } from './data-layer-context';
import { ErrorStoreContext } from './error-store-context';
import { FirstReadContext } from './first-read';
import type { AuthState } from './auth-state';
import type { AppServices } from './start-app';
import { SignedInLocalStore } from './SignedInLocalStore';

/**
 * The data layer, the uploads, the auth context, the error store, toasts, the app's confirm
 * dialog and what the server read to draw the page, for every screen.
 */
export function AppProviders({
  services,
  initialAuth,
  children,
}: {
  services: AppServices;
  /** who the page was drawn for before the session check (AuthProvider's `initial`) */
  initialAuth?: AuthState;
  children: ReactNode;
}) {
  const { dataLayer, errorStore, authApi, uploads, firstRead = null } = services;
  const syncNow = useCallback(() => void dataLayer.runner.kick(), [dataLayer]);
  return (
    <ErrorStoreContext value={errorStore}>
      <AuthApiContext value={authApi}>
        <AuthProvider db={dataLayer.db} api={authApi} onSignedIn={syncNow} initial={initialAuth}>
          <SignedInLocalStore db={dataLayer.db} justWritten={dataLayer.justWritten}>
            <DataLayerContext value={dataLayer}>
              <UploadsContext value={uploads}>
                <ToastProvider>
                  <ConfirmProvider>
                    <FirstReadContext value={firstRead}>{children}</FirstReadContext>
                  </ConfirmProvider>
                </ToastProvider>
              </UploadsContext>
            </DataLayerContext>
          </SignedInLocalStore>
        </AuthProvider>
      </AuthApiContext>
    </ErrorStoreContext>
  );
}

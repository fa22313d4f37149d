import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import type { ErrorStore } from './app/error-store';
import { ErrorBoundary } from './app/ErrorBoundary';
import { ErrorScreen } from './app/ErrorScreen';
import { createAppRouter } from './app/router';
import { startApp } from './app/start-app';
import { errorReporter } from './errors/reporting/browser-reporter';
import { readableMessage } from './errors/reporting/readable-message';
import { listenForErrors } from './errors/reporting/window-errors';
import { registerServiceWorker } from './pwa/register-sw';
import './styles/tokens.css';
import './styles/base.css';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// First of all, so that even a failing start is reported; the banner exists once the app does.
const banner: { store?: ErrorStore } = {};
listenForErrors(window, errorReporter, {
  onError: (thrown) =>
    void readableMessage(thrown).then((message) => banner.store?.report(message)),
});

// Once per load: the data layer syncs in the background whatever screen shows.
const services = startApp();
banner.store = services.errorStore;
const router = createAppRouter();
registerServiceWorker();

createRoot(root).render(
  <StrictMode>
    <ErrorBoundary fallback={() => <ErrorScreen statusCode={500} />}>
      <App services={services} router={router} />
    </ErrorBoundary>
  </StrictMode>,
);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { ErrorBoundary } from './app/ErrorBoundary';
import { ErrorScreen } from './app/ErrorScreen';
import { createAppRouter } from './app/router';
import { startApp } from './app/start-app';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Once per load: the data layer syncs in the background whatever screen shows.
const services = startApp();
const router = createAppRouter();

createRoot(root).render(
  <StrictMode>
    <ErrorBoundary fallback={() => <ErrorScreen statusCode={500} />}>
      <App services={services} router={router} />
    </ErrorBoundary>
  </StrictMode>,
);

import { ServerStatus } from './components/ServerStatus';

export function App() {
  return (
    <main className="welcome">
      <h1>Ritual</h1>
      <p className="tagline">Tools to help you repeat things and store process.</p>
      <ServerStatus />
    </main>
  );
}

import { Outlet } from 'react-router-dom';

/** SPEC §2's embed layout: the entry alone, no navigation, for framing on other sites. */
export function EmbedLayout() {
  return (
    <main className="embed">
      <Outlet />
    </main>
  );
}

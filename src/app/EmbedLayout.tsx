import { Outlet } from 'react-router-dom';

/** docs/product.md §2's embed layout: the entry alone, no navigation, for framing on other sites. */
export function EmbedLayout() {
  return (
    <main className="embed">
      <Outlet />
    </main>
  );
}

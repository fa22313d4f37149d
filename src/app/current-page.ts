/** Each route's `handle`: the name docs/product.md §2 records as the current page on every route change. */
interface RouteHandle {
  page: string;
}

export function pageOf(handle: unknown): string | undefined {
  if (handle === null || typeof handle !== 'object') return undefined;
  const page = (handle as Partial<RouteHandle>).page;
  return typeof page === 'string' ? page : undefined;
}

/** Pages newest first by id (UUIDv7 sorts by time): a query reads limit + 1 rows to learn whether more remain. */
export function newestFirstPage<Row extends { id: string }>(
  rows: Row[],
  limit: number,
): { rows: Row[]; next: string | null } {
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  return { rows: page, next: more ? page[page.length - 1]!.id : null };
}

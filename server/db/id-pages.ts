/**
 * One page of rows read in id order (UUIDv7 ids sort by time), newest or oldest first: the query
 * reads limit + 1 rows to learn whether more remain; the next cursor is the last id shown.
 */
export function idPage<Row extends { id: string }>(
  rows: Row[],
  limit: number,
): { rows: Row[]; next: string | null } {
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  return { rows: page, next: more ? page[page.length - 1]!.id : null };
}

/** Code-unit order, as the server's databases compare ids and ISO times (not the locale's). */
export const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Ids are UUIDv7s (docs/decisions.md #3): the greater id is the newer record. */
export const newestFirst = (a: { id: string }, b: { id: string }) => byText(b.id, a.id);
export const oldestFirst = (a: { id: string }, b: { id: string }) => byText(a.id, b.id);

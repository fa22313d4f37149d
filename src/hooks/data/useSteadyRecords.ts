import { useMemo, useState } from 'react';

/** A record as the page shows it: everything but when a seen copy was read. */
const shownOf = (record: object) => JSON.stringify({ ...record, $seen: undefined });

type Shown<R> = Map<string, { record: R; as: string }>;

/** `records`, each the object in `shown` when it shows the same; `shown` then holds these. */
export function steadyRecords<R extends { id: string }>(records: R[], shown: Shown<R>): R[] {
  const steady = records.map((record) => {
    const as = shownOf(record);
    const previous = shown.get(record.id);
    return previous?.as === as ? previous.record : record;
  });
  shown.clear();
  steady.forEach((record) => shown.set(record.id, { record, as: shownOf(record) }));
  return steady;
}

/**
 * `records`, each replaced by the object shown before when nothing it shows changed: a read of the
 * device's store answers new objects every time, and a list of memoised cards (EntryCard) then
 * draws only the cards whose record changed. Taking over a journal the server drew, the store's
 * first answer redrew every card, each as it already was, at a phone's busiest moment.
 */
export function useSteadyRecords<R extends { id: string }>(records: R[] | undefined) {
  const [shown] = useState<Shown<R>>(() => new Map());
  return useMemo(
    () => (records === undefined ? undefined : steadyRecords(records, shown)),
    [records, shown],
  );
}

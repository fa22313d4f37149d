import { useState } from 'react';

/**
 * What a settings form shows in place of the stored value: what the user typed or picked, then
 * the saved answer until the stored record shows it too. The record comes from a live query that
 * re-reads IndexedDB a moment after the save is stored; dropping the held value at once would show
 * the old value for that moment. Once the record has caught up the form follows it again, so a
 * change synced from another device shows here.
 */
export function useHeldValue<T>(stored: T) {
  const [held, setHeld] = useState<{ value: T } | null>(null);
  // Adjusted while rendering (React's pattern for state that follows a prop): no frame shows both.
  if (held !== null && Object.is(held.value, stored)) setHeld(null);
  return {
    shown: held === null ? stored : held.value,
    hold: (value: T) => setHeld({ value }),
    /** back to the stored value (a save that failed) */
    drop: () => setHeld(null),
  };
}

import { useEffect, useRef } from 'react';
import { useAuth } from '../app/useAuth';
import { useErrorStore } from '../app/useErrorStore';
import { errorMessage, requestFailureOf } from '../errors/messages';
import { useCurrentUser } from '../hooks/data/useCurrentUser';
import { useLocalStore } from '../hooks/data/useLocalStore';
import { guessTimezone, timezoneToStore } from './timezone';
import { updateOwnUser } from './update-own-user';

/**
 * docs/product.md §4: once signed in, stores the browser's timezone on the user when it differs. Judged once
 * per user and device zone per load, and only online, so an offline start does not raise a banner.
 */
export function useTimezoneCheck(online: boolean): void {
  const { authenticated, userId } = useAuth();
  const user = useCurrentUser();
  const { db } = useLocalStore();
  const errors = useErrorStore();
  const asked = useRef<string | null>(null);
  const stored = user?.timezone;

  useEffect(() => {
    if (!authenticated || !online || userId === null || stored === undefined) return;
    // Judged once per user and device zone: a zone the user then picks in settings must stick.
    const guessed = guessTimezone();
    if (asked.current === `${userId}:${guessed}`) return;
    asked.current = `${userId}:${guessed}`;
    const timezone = timezoneToStore(stored, guessed);
    if (timezone === null) return;
    updateOwnUser({ db }, userId, { timezone }).catch(async (error: unknown) => {
      errors.report(errorMessage(await requestFailureOf(error)));
    });
  }, [authenticated, online, userId, stored, db, errors]);
}

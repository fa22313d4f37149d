import { useEffect, useRef } from 'react';
import { useAuth } from '../app/useAuth';
import { useErrorStore } from '../app/useErrorStore';
import { errorMessage, requestFailureOf } from '../errors/messages';
import { useCurrentUser } from '../hooks/data/useCurrentUser';
import { useLocalStore } from '../hooks/data/useLocalStore';
import { guessTimezone, timezoneToStore } from './timezone';
import { updateOwnUser } from './update-own-user';

/**
 * SPEC §4: once signed in, stores the browser's timezone on the user when it differs. Tried once
 * per user and zone per load, and only online, so an offline start does not raise a banner.
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
    const timezone = timezoneToStore(stored, guessTimezone());
    if (timezone === null) return;
    const attempt = `${userId}:${timezone}`;
    if (asked.current === attempt) return;
    asked.current = attempt;
    updateOwnUser({ db }, userId, { timezone }).catch(async (error: unknown) => {
      errors.report(errorMessage(await requestFailureOf(error)));
    });
  }, [authenticated, online, userId, stored, db, errors]);
}

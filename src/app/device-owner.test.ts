import { describe, expect, it } from 'vitest';
import type { Mutation } from '../../contract/outbox';
import { write } from '../../contract/writes';
import { journal, user } from '../data/queries/test-records';
import { freshStore } from '../../local-store/fake-store';
import type { RitualDb } from '../../local-store/db';
import {
  clearRecords,
  forgetAccount,
  handOverDevice,
  otherAccountsUnsentChanges,
  type AccountOnDevice,
} from './device-owner';

const runNow = <T>(work: () => Promise<T>) => work();

/** The device's stores: IndexedDB for real, the worker and Cache Storage as a log of calls. */
function deviceOf(db: RitualDb, log: string[] = []): AccountOnDevice {
  return {
    inWorker: () => Promise.resolve(log.push('worker')),
    records: async () => {
      log.push('records');
      await clearRecords(db, runNow);
    },
    caches: () => Promise.resolve(void log.push('caches')),
  };
}

function unsent(id: string): Mutation {
  return {
    id,
    kind: 'journal',
    recordId: id,
    patch: { op: 'delete' },
    write: write('journal.delete', { id }),
    createdAt: 0,
    attempts: 0,
    notBefore: 0,
  };
}

describe('signing in on a device another account used', () => {
  const ana = user('ana');
  const ben = user('ben');

  it('counts the other account’s unsent changes, and none for the same user', async () => {
    const db = freshStore();
    await db.outbox.bulkAdd([unsent('m1'), unsent('m2')]);
    const anasDevice = { token: null, userId: ana.id };
    expect(await otherAccountsUnsentChanges(db, anasDevice, ben.id)).toBe(2);
    expect(await otherAccountsUnsentChanges(db, anasDevice, ana.id)).toBe(0);
  });

  it('forgets the other account’s records and outbox before the new one signs in', async () => {
    const db = freshStore();
    await db.users.put(ana);
    await db.journals.put(journal(ana, { title: 'Private' }));
    await db.outbox.add(unsent('m1'));
    const log: string[] = [];
    await handOverDevice(deviceOf(db, log), { token: null, userId: ana.id }, ben.id);
    expect(log).toEqual(['worker', 'records', 'caches']);
    expect(await db.journals.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.users.count()).toBe(0);
  });

  it('keeps everything when the same user signs in again', async () => {
    const db = freshStore();
    await db.outbox.add(unsent('m1'));
    await handOverDevice(deviceOf(db), { token: null, userId: ana.id }, ana.id);
    expect(await db.outbox.count()).toBe(1);
  });

  it('forgets the records and caches even when the worker cannot be asked', async () => {
    const db = freshStore();
    await db.outbox.add(unsent('m1'));
    const log: string[] = [];
    const silent = { ...deviceOf(db, log), inWorker: () => Promise.reject(new Error('gone')) };
    await forgetAccount(silent);
    expect(await db.outbox.count()).toBe(0);
    expect(log).toEqual(['records', 'caches']);
  });
});

import { describe, expect, it } from 'vitest';
import type { Mutation, SendOutcome } from '../../contract/outbox';
import { write } from '../../contract/writes';
import type { Transport } from '../data/sync/types';
import { reportUploads, type UploadEvent } from './report-uploads';

const mutation = (files: Mutation['files']): Mutation => ({
  id: 'm1',
  kind: 'entry',
  recordId: 'e1',
  patch: { op: 'create', record: {} },
  write: write('entry.upload', {}, { journal_id: 'j1' }),
  files,
  createdAt: 0,
  attempts: 0,
  notBefore: 0,
});
const photo = mutation([{ field: 'file', blobId: 'b1', name: 'a.png' }]);
const done: SendOutcome = { kind: 'done', status: 201, body: { id: 'e1' } };

/** A transport that reports the given fractions, then answers `outcome` (or throws). */
function transportOf(fractions: number[], outcome: SendOutcome | Error): Transport {
  return {
    send(_mutation, onProgress) {
      for (const fraction of fractions) onProgress?.(fraction);
      return outcome instanceof Error ? Promise.reject(outcome) : Promise.resolve(outcome);
    },
  };
}

describe('reportUploads', () => {
  it('reports a mutation with files: sending, each step of progress, and how it ended', async () => {
    const events: UploadEvent[] = [];
    const heard: number[] = [];
    const transport = reportUploads(transportOf([0.4, 1], done), (event) => events.push(event));
    expect(await transport.send(photo, (fraction) => heard.push(fraction))).toBe(done);
    expect(events).toEqual([
      { type: 'sending', mutation: photo },
      { type: 'progress', mutationId: 'm1', fraction: 0.4 },
      { type: 'progress', mutationId: 'm1', fraction: 1 },
      { type: 'sent', mutationId: 'm1', outcome: done },
    ]);
    // The caller's own listener still hears the bytes.
    expect(heard).toEqual([0.4, 1]);
  });

  it('says nothing about mutations without files', async () => {
    const events: UploadEvent[] = [];
    const transport = reportUploads(transportOf([], done), (event) => events.push(event));
    await transport.send(mutation(undefined));
    await transport.send(mutation([]));
    expect(events).toEqual([]);
  });

  it('ends the upload even when the transport throws, and lets the error through', async () => {
    const events: UploadEvent[] = [];
    const transport = reportUploads(transportOf([0.2], new Error('lost')), (event) =>
      events.push(event),
    );
    await expect(transport.send(photo)).rejects.toThrow('lost');
    expect(events.at(-1)).toMatchObject({ type: 'sent', outcome: { kind: 'retry' } });
  });
});

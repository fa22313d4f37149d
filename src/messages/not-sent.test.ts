import { describe, expect, it } from 'vitest';
import { sendMessage } from '../data/actions/chat';
import type { RejectedMutation } from '../../local-store/db';
import { aPerson } from '../test/people';
import { notSentTo } from './not-sent';

const ctx = { now: 0, user: aPerson('me') };
const refused = (recipient: string, value: string): RejectedMutation => ({
  id: `r-${recipient}-${value}`,
  mutation: sendMessage(recipient, value, ctx),
  status: 404,
  message: 'There is no user with this name.',
  snapshot: null,
  at: 0,
});

describe('notSentTo', () => {
  it('lists the refused messages to that partner with the server’s reason', () => {
    const other = {
      ...refused('bo', 'hi'),
      mutation: { ...refused('bo', 'x').mutation, kind: 'comment' as const },
    };
    expect(notSentTo([refused('bo', 'hello'), refused('cy', 'hey'), other], 'bo')).toEqual([
      { id: 'r-bo-hello', value: 'hello', reason: 'There is no user with this name.' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { aUser } from '../test/people';
import { isAdmin } from './is-admin';

const user = aUser();

describe('isAdmin', () => {
  it('is true only for a signed-in user whose record says admin', () => {
    expect(isAdmin({ ...user, admin: true })).toBe(true);
    expect(isAdmin({ ...user, admin: false })).toBe(false);
    expect(isAdmin(user)).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });
});

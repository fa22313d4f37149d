import { describe, expect, it } from 'vitest';
import type { User } from '../../contract/users';
import { isAdmin } from './is-admin';

const user = { id: '01900000-0000-7000-8000-000000000001', ritual_user: 'ada' } as User;

describe('isAdmin', () => {
  it('is true only for a signed-in user whose record says admin', () => {
    expect(isAdmin({ ...user, admin: true })).toBe(true);
    expect(isAdmin({ ...user, admin: false })).toBe(false);
    expect(isAdmin(user)).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });
});

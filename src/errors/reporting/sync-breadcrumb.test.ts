import { describe, expect, it } from 'vitest';
import { syncBreadcrumb } from './sync-breadcrumb';

describe('sync breadcrumbs', () => {
  it('say what the engine told the page', () => {
    expect(syncBreadcrumb({ type: 'pulled', changes: 3 })).toBe('pulled 3 changes');
    expect(syncBreadcrumb({ type: 'signed-out' })).toBe('signed out by the server (401)');
    expect(
      syncBreadcrumb({ type: 'rejected', mutationId: 'm1', status: 409, message: 'taken' }),
    ).toBe('mutation m1 refused (409): taken');
    expect(syncBreadcrumb({ type: 'plus-required', message: 'Free entry limit reached' })).toBe(
      'plus required (402): Free entry limit reached',
    );
  });
});

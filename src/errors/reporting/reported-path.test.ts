import { describe, expect, it } from 'vitest';
import { reportedPath } from './reported-path';

describe('the path a report carries', () => {
  it('leaves ordinary paths as they are', () => {
    expect(reportedPath('/ada/morning-pages', { slug: 'ada', journal: 'morning-pages' })).toBe(
      '/ada/morning-pages',
    );
  });

  it("names mailed links' tokens and share keys instead of writing them down", () => {
    expect(reportedPath('/password-reset/s3cr3t-t0ken', { token: 's3cr3t-t0ken' })).toBe(
      '/password-reset/:token',
    );
    expect(
      reportedPath('/ada/morning-pages/e1/k%C3%A9y', {
        slug: 'ada',
        journal: 'morning-pages',
        entry: 'e1',
        key: 'kéy',
      }),
    ).toBe('/ada/morning-pages/e1/:key');
  });
});

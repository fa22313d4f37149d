import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../contract/users';
import { LocalStoreContext } from '../../data/local-store-context';
import { UsernameOverlay } from '../UsernameOverlay';
import { aUser } from '../../test/people';
import { freshStore } from '../../../local-store/fake-store';

const ada = aUser({ email_confirmed: false });

const db = freshStore();
const overlay = (user: User | null) => (
  <LocalStoreContext value={{ db, userId: user?.id ?? null }}>
    <UsernameOverlay user={user} />
  </LocalStoreContext>
);
const render = (user: User | null) => renderToStaticMarkup(overlay(user));
/** The markup once the dialog's own chunk has loaded, as the person sees it a moment later. */
async function renderLoaded(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
}

describe('UsernameOverlay', () => {
  it('asks a user without a username to choose one, with no way to close it', async () => {
    const html = await renderLoaded(overlay({ ...ada, ritual_user: '' }));
    expect(html).toContain('<dialog');
    expect(html).toContain('Choose a username');
    expect(html).toMatch(/<label[^>]*>Username<input[^>]*name="username"/);
    expect(html).toContain('>Save username</button>');
    expect(html).not.toMatch(/>Close</);
    expect(html.match(/<button/g)).toHaveLength(1);
  });

  it('shows nothing for a user who has a username', () => {
    expect(render(ada)).toBe('');
  });

  it('shows nothing for a visitor', () => {
    expect(render(null)).toBe('');
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { User } from '../../contract/users';
import { AuthContext } from '../app/auth-context';
import { signedIn } from '../app/auth-state';
import { LocalStoreContext } from '../data/local-store-context';
import { aUser } from '../test/people';
import { freshStore } from '../../local-store/fake-store';
import { EmailForm } from './EmailForm';

const ada = aUser({ newsletter: true });

const db = freshStore();
const done = () => Promise.resolve();
const auth = { ...signedIn(ada), signIn: done, signOut: done };
const render = (user: User, online = true) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <AuthContext value={auth}>
        <LocalStoreContext value={{ db, userId: user.id }}>
          <EmailForm user={user} online={online} />
        </LocalStoreContext>
      </AuthContext>
    </MemoryRouter>,
  );

describe('EmailForm', () => {
  it('shows the address in use and asks for the current password beside a new one', () => {
    const html = render(ada);
    expect(html).toContain('Your email: <strong>ada@example.com</strong>');
    expect(html).toMatch(
      /<label class="field__label" for="([^"]+)">New email<\/label>.*<input id="\1"[^>]* type="email"/,
    );
    expect(html).toMatch(
      /<label class="field__label" for="([^"]+)">Current password<\/label>.*<input id="\1"[^>]* type="password"/,
    );
    expect(html).not.toContain('We sent a link');
  });

  it('says where the confirmation link went while the change waits for it', () => {
    const html = render({ ...ada, pending_email: 'ada@new.example' });
    expect(html).toContain('role="status"');
    expect(html).toContain('We sent a link to <strong>ada@new.example</strong>');
    expect(html).toContain('until then you sign in with ada@example.com');
  });

  it('cannot be sent offline', () => {
    const button = (html: string) => /<button[^>]*type="submit"[^>]*>/.exec(html)?.[0] ?? '';
    expect(button(render(ada, false))).toContain('disabled=""');
    expect(button(render(ada, true))).not.toContain('disabled');
  });
});

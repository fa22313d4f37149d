import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LocalStoreContext } from '../data/local-store-context';
import { aUser } from '../test/people';
import { freshStore } from '../../local-store/fake-store';
import { PlusDialog } from './PlusDialog';

const ada = aUser({ numberOfEntries: 100, email_confirmed: false });

const db = freshStore();
const render = (message: string | undefined) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <LocalStoreContext value={{ db, userId: ada.id }}>
        <PlusDialog user={ada} message={message} onClose={() => undefined} />
      </LocalStoreContext>
    </MemoryRouter>,
  );

describe('PlusDialog', () => {
  it('says the server’s words about the limit, how far the user is, and the three ways on', () => {
    const limit =
      'You have reached the free limit of 100 entries. Upgrade to Plus to keep adding entries.';
    const html = render(limit);
    expect(html).toMatch(/<dialog[^>]*aria-labelledby="plus-overlay-title"/);
    expect(html).toContain('<h2 id="plus-overlay-title">Upgrade to Plus</h2>');
    expect(html).toContain(limit);
    expect(html).toMatch(
      /<progress[^>]*aria-label="100 of 100 entries"[^>]*max="100"[^>]*value="100"/,
    );
    expect(html).toMatch(/<a[^>]*href="\/plus"[^>]*>Upgrade<\/a>/);
    expect(html).toMatch(/<button[^>]*>(<[^>]+>)*Request grace period(<\/span>)?<\/button>/);
    expect(html).toMatch(/<button[^>]*>(<[^>]+>)*Close(<\/span>)?<\/button>/);
  });

  it('explains the limit itself when no refusal message came with it', () => {
    expect(render(undefined)).toContain('You have reached the free entry limit.');
  });
});

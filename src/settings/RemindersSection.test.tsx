import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '../../contract/users';
import { AuthContext } from '../app/auth-context';
import { signedIn } from '../app/auth-state';
import { pauseReminders } from '../data/actions/reminders';
import type * as actions from '../data/actions/reminders';
import { aPerson, aUser } from '../test/people';
import { pauseWrite, RemindersSection } from './RemindersSection';

// The real action, watched: what the switch hands it.
vi.mock('../data/actions/reminders', async (original) => {
  const actual = await original<typeof actions>();
  return { ...actual, pauseReminders: vi.fn(actual.pauseReminders) };
});

const ada = aUser();
const done = () => Promise.resolve();
const render = (user: User) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <AuthContext value={{ ...signedIn(user), signIn: done, signOut: done }}>
        <RemindersSection user={user} />
      </AuthContext>
    </MemoryRouter>,
  );

const pauseSwitch = (html: string) =>
  /<label class="settings-check__label"><input ([^>]*)\/>Pause all reminders<\/label>/.exec(
    html,
  )?.[1];

describe('Settings’ Reminders', () => {
  it('has a "Pause all reminders" switch showing the account’s pause, usable offline', () => {
    const html = render(ada);
    expect(html).toContain('<h2 id="settings-reminders">Reminders</h2>');
    expect(pauseSwitch(html)).toMatch(/type="checkbox" role="switch"/);
    expect(pauseSwitch(html)).not.toContain('checked');
    expect(pauseSwitch(render({ ...ada, reminders_paused: true }))).toContain('checked=""');
    // No `online` prop: unlike the account forms, the pause is a queued write.
    expect(pauseSwitch(html)).not.toContain('disabled');
  });

  it('pausing and resuming write through pauseReminders, on the user’s own record', () => {
    const ctx = { now: Date.parse('2026-11-27T18:00:00Z'), user: aPerson('ada') };
    const paused = pauseWrite(ada.id, true)(ctx);
    expect(pauseReminders).toHaveBeenLastCalledWith(ada.id, true, ctx);
    expect(paused).toMatchObject({
      kind: 'user',
      recordId: ada.id,
      patch: { op: 'update', fields: { reminders_paused: true } },
    });
    pauseWrite(ada.id, false)(ctx);
    expect(pauseReminders).toHaveBeenLastCalledWith(ada.id, false, ctx);
  });
});

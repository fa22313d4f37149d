import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AuthContext } from '../app/auth-context';
import { signedIn } from '../app/auth-state';
import { ToastProvider } from '../components/ToastProvider';
import { setReminder } from '../data/actions/reminders';
import { LocalStoreContext } from '../data/local-store-context';
import type * as actions from '../data/actions/reminders';
import { aPerson, aUser } from '../test/people';
import { freshStore } from '../../local-store/fake-store';
import { checkDraft, submitDraft, type DraftError, type ReminderDraft } from './reminder-draft';
import { ReminderControl, reminderWrite } from './ReminderControl';
import { ReminderForm } from './ReminderForm';

// The real action, watched: what the editor's Save and Remove hand it.
vi.mock('../data/actions/reminders', async (original) => {
  const actual = await original<typeof actions>();
  return { ...actual, setReminder: vi.fn(actual.setReminder) };
});

const form = (draft: ReminderDraft, error: DraftError | null = null, paused = false) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <ReminderForm
        draft={draft}
        error={error}
        paused={paused}
        timeZone="Europe/Berlin"
        onChange={() => {}}
      />
    </MemoryRouter>,
  );

const checkedDays = (html: string) =>
  [...html.matchAll(/<input type="checkbox"[^>]*aria-label="(\w+)"([^>]*)>/g)]
    .filter((match) => match[2]?.includes('checked=""'))
    .map((match) => match[1]);

const pressed = (html: string) =>
  [...html.matchAll(/aria-pressed="true"[^>]*>.*?<span class="btn__label">([^<]+)</g)].map(
    (match) => match[1],
  );

describe('the reminder editor’s fields', () => {
  it('shows the time in a labelled time field, in the person’s zone', () => {
    const html = form({ at: '07:30', days: [1, 3, 5] });
    expect(html).toMatch(
      /<label class="field__label" for="([^"]+)">Time<\/label>.*<input id="\1"[^>]*type="time"[^>]*value="07:30"/,
    );
    expect(html).toContain('In your time zone, Europe/Berlin.');
  });

  it('has a toggle per weekday, Monday first, named in full, the chosen ones checked', () => {
    const html = form({ at: '07:30', days: [1, 3, 5] });
    expect([...html.matchAll(/aria-label="(\w+day)"/g)].map((match) => match[1])).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(checkedDays(html)).toEqual(['Monday', 'Wednesday', 'Friday']);
    expect(pressed(html)).toEqual([]);
  });

  it('offers Every day, Weekdays and Weekends, pressed when they are the days chosen', () => {
    expect(pressed(form({ at: '19:00', days: [1, 2, 3, 4, 5] }))).toEqual(['Weekdays']);
    expect(pressed(form({ at: '19:00', days: [6, 7] }))).toEqual(['Weekends']);
    expect(pressed(form({ at: '19:00', days: [1, 2, 3, 4, 5, 6, 7] }))).toEqual(['Every day']);
  });

  it('with no day chosen, says so in words, read with the days', () => {
    const draft = { at: '19:00', days: [] };
    const checked = checkDraft(draft);
    expect(checked).toEqual({ field: 'days', error: 'Choose at least one day.' });
    const html = form(draft, checked as DraftError);
    expect(html).toMatch(
      /<fieldset class="weekday-picker" aria-describedby="([^"]+)">.*<p id="\1" class="field__error" role="alert">Choose at least one day\.<\/p>/,
    );
  });

  it('says when the account’s reminders are paused, and where to resume them', () => {
    expect(form({ at: '19:00', days: [1] }, null, true)).toContain(
      'All your reminders are paused. Resume them in <a href="/settings" data-discover="true">Settings</a>.',
    );
    expect(form({ at: '19:00', days: [1] })).not.toContain('paused');
  });
});

describe('saving a reminder', () => {
  const item = {
    id: '01900000-0000-7000-8000-000000000011',
    journal_id: '01900000-0000-7000-8000-000000000022',
  };
  const ctx = { now: Date.parse('2026-11-27T18:00:00Z'), user: aPerson('ada') };

  // Save as the editor does it: submitDraft hands the checked reminder to the row's write.
  const save = (draft: ReminderDraft) =>
    submitDraft(draft, (reminder) => void reminderWrite(item, reminder)(ctx));

  it('Save writes the days chosen, sorted, through setReminder (a queued write)', () => {
    expect(save({ at: '07:30', days: [5, 1, 3] })).toBeNull();
    expect(setReminder).toHaveBeenLastCalledWith(item, { at: '07:30', days: [1, 3, 5] }, ctx);
    expect(vi.mocked(setReminder).mock.results.at(-1)?.value).toMatchObject({
      kind: 'log_item',
      recordId: item.id,
      patch: { op: 'update', fields: { reminder: { at: '07:30', days: [1, 3, 5] } } },
    });
  });

  it('Remove reminder writes none', () => {
    reminderWrite(item, null)(ctx);
    expect(setReminder).toHaveBeenLastCalledWith(item, null, ctx);
  });

  it('with no day chosen, Save says so and writes nothing', () => {
    vi.mocked(setReminder).mockClear();
    expect(save({ at: '07:30', days: [] })).toEqual({
      field: 'days',
      error: 'Choose at least one day.',
    });
    expect(save({ at: '', days: [1] })).toEqual({ field: 'at', error: 'Choose a time.' });
    expect(setReminder).not.toHaveBeenCalled();
  });
});

describe('the daily log’s reminder bell', () => {
  const ada = aUser();
  const db = freshStore();
  const done = () => Promise.resolve();
  const bell = (reminder: { at: string; days: number[] } | null) =>
    renderToStaticMarkup(
      <MemoryRouter>
        <AuthContext value={{ ...signedIn(ada), signIn: done, signOut: done }}>
          <LocalStoreContext value={{ db, userId: ada.id }}>
            <ToastProvider>
              <ReminderControl
                item={{ id: 'item', journal_id: 'journal', reminder }}
                journalTitle="Guitar"
              />
            </ToastProvider>
          </LocalStoreContext>
        </AuthContext>
      </MemoryRouter>,
    );

  it('says "Remind me" with none, the rule with one, and names the journal for screen readers', () => {
    expect(bell(null)).toMatch(
      /<button[^>]*aria-label="Remind me to log Guitar"[^>]*>.*Remind me<\/span><\/button>/,
    );
    expect(bell({ at: '19:00', days: [1, 2, 3, 4, 5] })).toMatch(
      /<button[^>]*aria-label="Reminder for Guitar: 19:00 · Weekdays"[^>]*>.*19:00 · Weekdays<\/span><\/button>/,
    );
  });
});

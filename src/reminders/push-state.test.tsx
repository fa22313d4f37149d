import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PushStateNotice } from './PushStateNotice';
import type { PushState, PushStatePlace } from './push-state-words';

const render = (state: PushState | undefined, place: PushStatePlace) =>
  renderToStaticMarkup(
    <PushStateNotice
      push={{ state, busy: false, message: null, turnOn: () => {}, turnOff: () => {} }}
      place={place}
    />,
  );

const buttons = (html: string) =>
  [...html.matchAll(/<button[^>]*>.*?<span class="btn__label">([^<]+)<\/span><\/button>/g)].map(
    (match) => match[1],
  );

describe('PushStateNotice', () => {
  it('after a reminder is saved with notifications off, says why and offers to turn them on', () => {
    const html = render('off', 'editor');
    expect(html).toContain(
      'Ritual will send a notification at this time on the days you choose, unless you have already logged that day.',
    );
    expect(buttons(html)).toEqual(['Turn on notifications']);
  });

  it('in Settings, says they are off for this device, with the same button', () => {
    const html = render('off', 'settings');
    expect(html).toContain('Notifications are off for this device.');
    expect(buttons(html)).toEqual(['Turn on notifications']);
  });

  it('says they are on; Settings offers to turn them off, the editor does not', () => {
    expect(render('on', 'editor')).toContain('Notifications are on for this device.');
    expect(buttons(render('on', 'editor'))).toEqual([]);
    expect(buttons(render('on', 'settings'))).toEqual(['Turn off notifications']);
  });

  it('says what to do where the browser will not ask, with no button that cannot work', () => {
    const cases: [PushState, string][] = [
      [
        'blocked',
        'Notifications are blocked for Ritual in this browser. Allow them in the site settings (the icon beside the address), then come back.',
      ],
      [
        'unsupported',
        'This browser can&#x27;t show notifications. Reminders will appear inside Ritual while it&#x27;s open.',
      ],
      [
        'needs-install',
        'On iPhone and iPad, add Ritual to your Home Screen first (Share → Add to Home Screen), then open it from there to turn on notifications.',
      ],
    ];
    for (const [state, words] of cases) {
      for (const place of ['editor', 'settings'] as const) {
        const html = render(state, place);
        expect(html).toContain(words);
        expect(buttons(html)).toEqual([]);
      }
    }
  });

  it('says beneath what the last turn on said when it did not go through', () => {
    const html = renderToStaticMarkup(
      <PushStateNotice
        push={{
          state: 'off',
          busy: false,
          message: 'Ritual’s server can’t be reached right now. Try again when you’re online.',
          turnOn: () => {},
          turnOff: () => {},
        }}
        place="settings"
      />,
    );
    expect(html).toContain(
      '<p class="push-state__message">Ritual’s server can’t be reached right now. Try again when you’re online.</p>',
    );
  });

  it('says nothing while the state is being read', () => {
    expect(render(undefined, 'settings')).toBe('');
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import type { VideoChatSession } from './video-chat-session';
import { videoChat } from './video-chat-store';

const garden = { id: 'j1', title: 'Garden', path: '/ann/garden' };
const choir = { id: 'j2', title: 'Choir', path: '/ann/choir' };

/** A session that, like the real one, tells the store it ended when hidden. */
function fakeSession(log: string[], name: string): VideoChatSession {
  const session: VideoChatSession = {
    toggleRoom: () => log.push(`${name} toggled`),
    hide: () => {
      log.push(`${name} hidden`);
      videoChat.ended(session);
    },
  };
  return session;
}

describe('the video chat store', () => {
  beforeEach(() => videoChat.hide());

  it('hides through the live session, so its count goes out before the meeting is gone', () => {
    const log: string[] = [];
    videoChat.show(garden);
    videoChat.attach(fakeSession(log, 'garden'));
    videoChat.toggleRoom();
    videoChat.hide();
    expect(log).toEqual(['garden toggled', 'garden hidden']);
    expect(videoChat.get().journal).toBeNull();
  });

  it('leaves one journal’s room before opening another’s', () => {
    const log: string[] = [];
    videoChat.show(garden);
    const old = fakeSession(log, 'garden');
    videoChat.attach(old);
    videoChat.show(choir);
    expect(log).toEqual(['garden hidden']);
    expect(videoChat.get().journal).toEqual(choir);
    // A late end of the old meeting does not close the new one.
    videoChat.ended(old);
    expect(videoChat.get().journal).toEqual(choir);
  });
});

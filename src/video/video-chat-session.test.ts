import { describe, expect, it } from 'vitest';
import type { JitsiCount } from '../../contract/socket-events';
import {
  randomRoomPassword,
  startVideoChatSession,
  ROOM_QUESTIONS,
  type MeetingApi,
  type SessionDeps,
} from './video-chat-session';
import { VIDEO_TEXTS } from './video-texts';

/** A stand-in meeting that counts as Jitsi's external API does and records the page's commands. */
class FakeMeeting implements MeetingApi {
  participants = 0;
  commands: unknown[][] = [];
  disposed = false;
  private listeners = new Map<string, ((...args: unknown[]) => void)[]>();
  on(event: string, listener: (...args: unknown[]) => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }
  executeCommand(name: string, ...args: unknown[]) {
    this.commands.push([name, ...args]);
  }
  getNumberOfParticipants() {
    return this.participants;
  }
  dispose() {
    this.disposed = true;
  }
  fire(event: string, change = 0) {
    this.participants += change;
    for (const listener of this.listeners.get(event) ?? []) listener();
  }
}

/** The dialog's answer arrives as a resolved promise: let it through. */
const answered = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(answers: boolean[] = []) {
  const api = new FakeMeeting();
  const sent: JitsiCount[] = [];
  const notices: string[] = [];
  const questions: string[] = [];
  const timer = { ms: 0, tick: () => {}, stopped: false };
  let ended = 0;
  let passwords = 0;
  const deps: SessionDeps = {
    journalId: 'j1',
    emit: (count) => sent.push(count),
    every: (ms, run) => {
      Object.assign(timer, { ms, tick: run });
      return () => (timer.stopped = true);
    },
    confirm: (question) => {
      questions.push(question.message);
      return Promise.resolve(answers.shift() ?? false);
    },
    randomPassword: () => `secret-${++passwords}`,
    notify: (text) => notices.push(text),
    onState: () => {},
    onEnd: () => ended++,
  };
  const session = startVideoChatSession(api, deps);
  const counts = () => sent.map((count) => count.numberOfParticipants);
  return { api, session, sent, counts, notices, questions, timer, ended: () => ended };
}

describe('the video chat session', () => {
  it('sends the count for its journal on join, on each change and every 10 s', () => {
    const { api, sent, counts, timer } = setup();
    expect(timer.ms).toBe(10_000);
    timer.tick(); // still connecting: nothing worth sending
    expect(sent).toEqual([]);
    api.fire('videoConferenceJoined', 1);
    api.fire('participantJoined', 1);
    timer.tick();
    api.fire('participantLeft', -1);
    expect(sent[0]).toEqual({ journal: 'j1', numberOfParticipants: 1 });
    expect(counts()).toEqual([1, 2, 2, 1]);
  });

  it('hiding sends the count without this user, 0 when it was the last, then disposes', () => {
    const { api, session, counts, timer, ended } = setup();
    api.fire('videoConferenceJoined', 1);
    session.hide();
    expect(counts()).toEqual([1, 0]);
    expect(api.disposed).toBe(true);
    expect(timer.stopped).toBe(true);
    expect(ended()).toBe(1);
    session.hide();
    expect(counts()).toEqual([1, 0]);
  });

  it('hanging up sends who stays once, and the panel closes', () => {
    const { api, counts, ended } = setup();
    api.fire('videoConferenceJoined', 1);
    api.fire('participantJoined', 1);
    api.fire('videoConferenceLeft', -1);
    api.fire('readyToClose');
    expect(counts()).toEqual([1, 2, 1]);
    expect(api.disposed).toBe(true);
    expect(ended()).toBe(1);
  });

  it('meta+P closes the room with a fresh password after asking, and opens it with none', async () => {
    const { api, session, notices, questions } = setup([false, true, true]);
    api.fire('videoConferenceJoined', 1);
    session.toggleRoom(); // declined
    await answered();
    expect(api.commands).toEqual([]);
    session.toggleRoom();
    await answered();
    session.toggleRoom();
    await answered();
    expect(questions).toEqual([
      VIDEO_TEXTS.confirmClose,
      VIDEO_TEXTS.confirmClose,
      VIDEO_TEXTS.confirmOpen,
    ]);
    expect(api.commands).toEqual([
      ['password', 'secret-1'],
      ['password', ''],
    ]);
    expect(notices).toEqual([VIDEO_TEXTS.closedNotice, VIDEO_TEXTS.openedNotice]);
  });

  it('does not touch the password before this user is in the room', async () => {
    const { api, session, questions } = setup([true]);
    session.toggleRoom();
    await answered();
    expect(questions).toEqual([]);
    expect(api.commands).toEqual([]);
  });

  it('does nothing when the call ended while the question was open', async () => {
    const { api, session, questions, notices } = setup([true]);
    api.fire('videoConferenceJoined', 1);
    session.toggleRoom();
    session.hide();
    await answered();
    expect(questions).toEqual([ROOM_QUESTIONS.close.message]);
    expect(api.commands).toEqual([]);
    expect(notices).toEqual([]);
  });

  it('blocks a guest who meets a password, without wiping the journal’s count', () => {
    const { api, sent, notices, ended } = setup();
    api.fire('passwordRequired');
    expect(notices).toEqual([VIDEO_TEXTS.closedForGuests]);
    expect(api.disposed).toBe(true);
    expect(ended()).toBe(1);
    expect(sent).toEqual([]);
  });
});

describe('randomRoomPassword', () => {
  it('is 32 hex digits from 16 random bytes', () => {
    const password = randomRoomPassword((bytes) => bytes.map((_, index) => index * 17));
    expect(password).toBe('00112233445566778899aabbccddeeff');
  });
});

import { describe, expect, it } from 'vitest';
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
  /** what this page said on the socket, in order */
  const said: ('join' | 'leave')[] = [];
  const notices: string[] = [];
  const questions: string[] = [];
  const timer = { ms: 0, tick: () => {}, stopped: false };
  let ended = 0;
  let passwords = 0;
  const deps: SessionDeps = {
    join: () => said.push('join'),
    leave: () => said.push('leave'),
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
  return { api, session, said, notices, questions, timer, ended: () => ended };
}

describe('the video chat session', () => {
  it('says it joined once in the call, and again every 10 s, never a head count', () => {
    const { api, said, timer } = setup();
    expect(timer.ms).toBe(10_000);
    timer.tick(); // still connecting: in no call yet
    expect(said).toEqual([]);
    api.fire('videoConferenceJoined', 1);
    api.fire('participantJoined', 1);
    api.fire('participantLeft', -1);
    expect(said).toEqual(['join']);
    // A socket that reconnected meanwhile is in no call on the server until it says so again.
    timer.tick();
    expect(said).toEqual(['join', 'join']);
  });

  it('hiding leaves the call once, then disposes', () => {
    const { api, session, said, timer, ended } = setup();
    api.fire('videoConferenceJoined', 1);
    session.hide();
    expect(said).toEqual(['join', 'leave']);
    expect(api.disposed).toBe(true);
    expect(timer.stopped).toBe(true);
    expect(ended()).toBe(1);
    session.hide();
    expect(said).toEqual(['join', 'leave']);
  });

  it('hanging up leaves the call once, and the panel closes', () => {
    const { api, said, timer, ended } = setup();
    api.fire('videoConferenceJoined', 1);
    api.fire('participantJoined', 1);
    api.fire('videoConferenceLeft', -1);
    timer.tick();
    api.fire('readyToClose');
    expect(said).toEqual(['join', 'leave']);
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

  it('blocks a guest who meets a password, who never joins the count', () => {
    const { api, said, notices, ended } = setup();
    api.fire('passwordRequired');
    expect(notices).toEqual([VIDEO_TEXTS.closedForGuests]);
    expect(api.disposed).toBe(true);
    expect(ended()).toBe(1);
    expect(said).toEqual([]);
  });
});

describe('randomRoomPassword', () => {
  it('is 32 hex digits from 16 random bytes', () => {
    const password = randomRoomPassword((bytes) => bytes.map((_, index) => index * 17));
    expect(password).toBe('00112233445566778899aabbccddeeff');
  });
});

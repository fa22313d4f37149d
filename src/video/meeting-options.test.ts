import { describe, expect, it } from 'vitest';
import { meetingOptions } from './meeting-options';
import { isRoomToggle } from './room-toggle-key';

describe('meetingOptions', () => {
  it('names the room after the journal and gives it docs/product.md §9’s look', () => {
    const options = meetingOptions({ id: 'abc123', title: 'Garden', path: '/ann/garden' });
    expect(options.roomName).toBe('ritual-journal-chat-abc123');
    expect(options.configOverwrite.subject).toBe('Garden');
    expect(options.interfaceConfigOverwrite).toEqual({
      TOOLBAR_BUTTONS: [
        'microphone',
        'camera',
        'hangup',
        'desktop',
        'fullscreen',
        'fodeviceselection',
        'chat',
        'settings',
        'shortcuts',
        'tileview',
      ],
      SETTINGS_SECTIONS: ['devices', 'language'],
      DEFAULT_BACKGROUND: '#000000',
      TOOLBAR_TIMEOUT: 2000,
    });
  });
});

describe('isRoomToggle', () => {
  const press = { key: 'p', metaKey: true, ctrlKey: false, altKey: false, shiftKey: false };
  it('is meta+P only', () => {
    expect(isRoomToggle(press)).toBe(true);
    expect(isRoomToggle({ ...press, key: 'P' })).toBe(true);
    expect(isRoomToggle({ ...press, metaKey: false, ctrlKey: true })).toBe(false);
    expect(isRoomToggle({ ...press, shiftKey: true })).toBe(false);
    expect(isRoomToggle({ ...press, metaKey: false })).toBe(false);
  });
});

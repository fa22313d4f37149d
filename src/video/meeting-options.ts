import { JITSI_ROOM_PREFIX } from '../../contract/video-room';

/** docs/product.md §9: the meeting's toolbar, in Jitsi's button names ('fodeviceselection' is device selection). */
export const TOOLBAR_BUTTONS = [
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
] as const;

/** docs/product.md §9: the settings dialog shows devices and language only. */
export const SETTINGS_SECTIONS = ['devices', 'language'] as const;

/** docs/product.md §9: the toolbar hides after 2 s without the pointer moving. */
const TOOLBAR_TIMEOUT_MS = 2000;

export const DEFAULT_BACKGROUND = '#000000';

export interface ChatJournal {
  id: string;
  title: string;
  /** the journal page, for the floating box's way back */
  path: string;
}

/** docs/decisions.md #15: what the panel hands to the Jitsi SDK for a journal's room. */
export function meetingOptions(journal: ChatJournal) {
  return {
    roomName: `${JITSI_ROOM_PREFIX}${journal.id}`,
    configOverwrite: {
      subject: journal.title,
      // Newer Jitsi deployments read the toolbar from config; older ones from interface config.
      toolbarButtons: [...TOOLBAR_BUTTONS],
    },
    interfaceConfigOverwrite: {
      TOOLBAR_BUTTONS: [...TOOLBAR_BUTTONS],
      SETTINGS_SECTIONS: [...SETTINGS_SECTIONS],
      DEFAULT_BACKGROUND,
      TOOLBAR_TIMEOUT: TOOLBAR_TIMEOUT_MS,
    },
  };
}

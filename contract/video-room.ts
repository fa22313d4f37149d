/**
 * docs/decisions.md #15: every journal's video room is this prefix plus the journal's id. (Without zod, for the
 * page's shell; contract/video.ts has the schemas.)
 */
export const JITSI_ROOM_PREFIX = 'ritual-journal-chat-';

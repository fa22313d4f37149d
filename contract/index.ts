/** The contract both sides import: request and response schemas, texts, limits. No server code. */
export * from './bookmarks.js';
export * from './chat.js';
export * from './comments.js';
export * from './daily-log.js';
export * from './entries.js';
export * from './errors.js';
export * from './ids.js';
export * from './invitations.js';
export * from './journals.js';
export * from './profiles.js';
export * from './shadows.js';
export * from './sync.js';
export * from './time.js';
export * from './uploads.js';
export * from './users.js';

import type { Journal } from '../../contract/journals';

/** Where the inline video panel sits on a journal page, and its toggle (issue 8). */
export function VideoChatAnchor(_props: { journal: Journal }) {
  return null;
}

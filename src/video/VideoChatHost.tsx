/** The journal video room's panel, inline or floating (issue 8): mounted once by the shell. */
export function VideoChatHost() {
  return null;
}

/** SPEC §4's notification sound for an incoming chat message (issue 6 builds it; the shell mounts it). */
export function IncomingMessageSound() {
  return null;
}

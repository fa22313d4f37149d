/** The signed-in user's real-time socket (issue 8): mounted by the shell. */
export function RealtimeConnection() {
  return null;
}

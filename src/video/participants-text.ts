/** How many are in a journal's video room, as the journal and the floating box say it. */
export function participantsText(count: number): string {
  return `${count} in the video chat`;
}

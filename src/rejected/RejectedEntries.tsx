/** Entries of this journal the server refused for good, with the reason (issue 7). */
export function RejectedEntries(_props: { journalId: string }) {
  return null;
}

/** The signed-in user's journal invitations with Accept and Deny (issue 6 builds it; Home shows it). */
export function PendingInvitations() {
  return null;
}

/** The journal page's words for a journal this device does not hold, or may not show here. */
export function JournalMissing({ user, slug }: { user: string; slug: string }) {
  return (
    <main className="screen">
      <h1>Journal not found</h1>
      <p>
        The journal {slug} of {user} could not be found on this device.
      </p>
    </main>
  );
}

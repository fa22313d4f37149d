/** A signed-in user with a journal on a running server, made through the public API. */
export async function userWithJournal(
  url: string,
): Promise<{ token: string; journalId: string; username: string }> {
  const username = `e2e${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const registered = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username,
      email: `${username}@example.com`,
      password: 'a long enough passphrase',
    }),
  });
  if (registered.status !== 201)
    throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const { token } = (await registered.json()) as { token: string };
  const journal = await fetch(`${url}/api/journals`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ title: 'Practice' }),
  });
  if (journal.status !== 201) throw new Error(`journal: ${journal.status} ${await journal.text()}`);
  const { id } = (await journal.json()) as { id: string };
  return { token, journalId: id, username };
}

import type { AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { expect, vi } from 'vitest';

export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;

/** A real SMTP server on a free local port, keeping every mail it receives. */
export async function startMailbox() {
  const received: Email[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks)).then(
          (mail) => {
            received.push(mail);
            done();
          },
          (error: Error) => done(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  const to = (address: string) =>
    received.filter((mail) => mail.to?.some((a) => a.address === address));
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** Mails to `address` so far. */
    to,
    /** Waits for the first mail to `address` with `subject`; returns its text. */
    textOf: (address: string, subject: string) =>
      vi.waitFor(
        () => {
          const mail = to(address).find((each) => each.subject === subject);
          expect(mail, `a mail '${subject}' to ${address}`).toBeDefined();
          return mail!.text ?? '';
        },
        { timeout: 10_000, interval: 20 },
      ),
    close: () => new Promise<void>((resolve) => smtp.close(resolve)),
  };
}

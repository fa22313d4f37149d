import { setTimeout as delay } from 'node:timers/promises';
import type { AppDeps } from '../deps.js';
import type { Mail } from './mail.js';

export function confirmEmailMail(deps: Pick<AppDeps, 'config'>, to: string, token: string): Mail {
  const link = `${deps.config.publicUrl}/confirm-email/${token}`;
  return {
    to,
    subject: 'Confirm your email address for Ritual',
    text: [
      'Welcome to Ritual!',
      '',
      'Please confirm your email address by opening this link:',
      link,
      '',
      'The link works for 7 days. If you did not sign up for Ritual, you can ignore this mail.',
    ].join('\n'),
    link,
  };
}

export function passwordResetMail(deps: Pick<AppDeps, 'config'>, to: string, token: string): Mail {
  const link = `${deps.config.publicUrl}/password-reset/${token}`;
  return {
    to,
    subject: 'Reset your Ritual password',
    text: [
      'Someone asked to reset the password of your Ritual account.',
      '',
      'To choose a new password, open this link:',
      link,
      '',
      'The link works once, for 1 hour. If you did not ask for it, you can ignore this mail.',
    ].join('\n'),
    link,
  };
}

/**
 * Sends a mail; a failure is logged, never thrown. The request waits for it at most `waitAtMost`
 * milliseconds, so a slow or unreachable mail server can neither fail nor hold up the request.
 */
export async function deliverMail(
  deps: Pick<AppDeps, 'mailer' | 'log'>,
  mail: Mail,
  waitAtMost: number,
): Promise<void> {
  const sent = deps.mailer.send(mail).catch((error: unknown) =>
    deps.log.warn('could not send mail', {
      to: mail.to,
      subject: mail.subject,
      error: String(error),
    }),
  );
  if (waitAtMost > 0) await Promise.race([sent, delay(waitAtMost, undefined, { ref: false })]);
}

import { setTimeout as delay } from 'node:timers/promises';
import type { AppDeps } from '../deps.js';
import type { Mail } from './mail.js';

/** How long a request waits for its mail to go out: a slow mail server gets this long. */
export const MAIL_WAIT = 5000;

/** The foot of mails about the account: how to stop the newsletter (never in password resets). */
const newsletterFoot = (unsubscribeLink: string | undefined) =>
  unsubscribeLink
    ? ['', '--', 'To stop receiving the Ritual newsletter, open this link:', unsubscribeLink]
    : [];

/** A link confirming an address; `intro` says why the mail came, `unasked` what to do if not asked for. */
function confirmAddressMail(
  deps: Pick<AppDeps, 'config'>,
  mail: { to: string; token: string; subject: string; intro: string; unasked: string },
  unsubscribeLink: string | undefined,
): Mail {
  const link = `${deps.config.publicUrl}/confirm-email/${mail.token}`;
  return {
    to: mail.to,
    subject: mail.subject,
    text: [
      mail.intro,
      '',
      'Please confirm your email address by opening this link:',
      link,
      '',
      `The link works for 7 days. ${mail.unasked}`,
      ...newsletterFoot(unsubscribeLink),
    ].join('\n'),
    link,
  };
}

export function confirmEmailMail(
  deps: Pick<AppDeps, 'config'>,
  to: string,
  token: string,
  unsubscribeLink?: string,
): Mail {
  const subject = 'Confirm your email address for Ritual';
  const intro = 'Welcome to Ritual!';
  const unasked = 'If you did not sign up for Ritual, you can ignore this mail.';
  return confirmAddressMail(deps, { to, token, subject, intro, unasked }, unsubscribeLink);
}

/** Sent to the new address after a profile change; the account moves there once it is opened. */
export function confirmNewAddressMail(
  deps: Pick<AppDeps, 'config'>,
  to: string,
  token: string,
  unsubscribeLink: string,
): Mail {
  const subject = 'Confirm your new email address for Ritual';
  const intro =
    'Someone asked to change the email address of a Ritual account to this one. It changes once you confirm it.';
  const unasked = 'If you did not ask for this, you can ignore this mail.';
  return confirmAddressMail(deps, { to, token, subject, intro, unasked }, unsubscribeLink);
}

/**
 * Sent to the current address when a change is asked for, so a stranger's change gets noticed and
 * stopped: a new password alone would leave the stranger's link working.
 */
export function emailChangeNoticeMail(
  deps: Pick<AppDeps, 'config'>,
  to: string,
  newAddress: string,
  cancelToken: string,
): Mail {
  const link = `${deps.config.publicUrl}/cancel-email-change/${cancelToken}`;
  return {
    to,
    subject: 'Your Ritual email address is being changed',
    text: [
      `Your Ritual email address is being changed to ${newAddress}.`,
      'It changes once the link mailed to that address is opened; until then you sign in with this one.',
      '',
      'If this was not you, cancel the change with this link:',
      link,
      '',
      'Then change your password: someone else may be signed in to your account.',
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

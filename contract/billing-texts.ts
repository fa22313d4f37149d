// The words of plus, without zod: a screen imports these at once and loads billing.ts's schemas
// only when it reads an answer.

/** Messages the page may show as they are. */
export const BillingText = {
  notConfigured: 'Payments are not configured on this server.',
  /** how plus is had where notConfigured holds; the page shows adminPlusCommand after it */
  grantedByAdmin: 'Plus is granted by whoever runs this server, with this command:',
  storeNotConfigured: 'In-app purchases from the iOS app are not configured on this server.',
  alreadyPlus: 'You already have Plus.',
  alreadySupporter: 'You already have the support pack.',
  graceUsed: 'You have already used your grace period.',
  graceNotNeeded: 'You have Plus, so you do not need a grace period.',
} as const;

/** The README's admin command that grants plus to `name` on a server without payments. */
export const adminPlusCommand = (name: string) => `npm run admin -- plus ${name}`;

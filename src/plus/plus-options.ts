import type { PlusOption } from '../../contract/billing';

export interface PlusOptionText {
  option: PlusOption;
  label: string;
  detail: string;
}

/** The ways to buy plus (contract/billing.ts), in the order the page offers them. */
export const PLUS_OPTION_TEXTS: readonly PlusOptionText[] = [
  { option: 'monthly', label: 'Monthly', detail: 'Plus, paid every month. Cancel any time.' },
  { option: 'yearly', label: 'Yearly', detail: 'Plus, paid once a year.' },
  {
    option: 'support-pack',
    label: 'Support pack',
    detail: 'One payment: plus for life, and you count as an early supporter.',
  },
];

/** While the server's offer is on its way. */
export const READING_OFFER = 'Looking up what this server offers…';

/** An option whose price the server could not read just now: the payment page still shows it. */
export const PRICE_AT_CHECKOUT = 'Price shown on the payment page.';

/** docs/product.md §9: monthly is the default option. */
export const DEFAULT_PLUS_OPTION: PlusOption = 'monthly';

/** The option a query string names (`?option=yearly`); none named is the default, a wrong one null. */
export function optionFromQuery(search: URLSearchParams): PlusOption | null {
  const named = search.get('option');
  if (named === null || named === '') return DEFAULT_PLUS_OPTION;
  return PLUS_OPTION_TEXTS.find((text) => text.option === named)?.option ?? null;
}

export const labelOf = (option: PlusOption) =>
  PLUS_OPTION_TEXTS.find((text) => text.option === option)?.label ?? option;

/** What plus gives, as the /plus page lists it. */
export const PLUS_GIVES = [
  'No limit on entries: keep every photo, video, recording and note.',
  'You help keep Ritual going.',
] as const;

/** The free limit as docs/product.md §2's menu words it: '{numberOfEntries} of {freeEntryLimit} entries'. */
export const entriesOfLimit = (user: { numberOfEntries: number; freeEntryLimit: number }) =>
  `${user.numberOfEntries} of ${user.freeEntryLimit} entries`;

/** The early pack of docs/product.md §6: support_pack forever or early. */
export const isEarlySupporter = (supportPack: string | null) =>
  supportPack === 'forever' || supportPack === 'early';

/** Offline, nothing can be bought: said plainly rather than as a failed request. */
export const PAYMENTS_NEED_CONNECTION =
  'Payments need a connection to the server. Connect to the internet and try again.';
export const OFFER_NEEDS_CONNECTION =
  'Plus’s options and prices need a connection to the server. Connect to the internet and try again.';
export const GRACE_NEEDS_CONNECTION =
  'A grace period needs a connection to the server. Connect to the internet and try again.';

import { z } from 'zod';

/** The ways to buy plus: a monthly or yearly subscription, or the one-time support pack (plus for life). */
export const PLUS_OPTIONS = ['monthly', 'yearly', 'support-pack'] as const;
export const PlusOptionSchema = z.enum(PLUS_OPTIONS, {
  error: 'Choose monthly, yearly or support-pack.',
});
export type PlusOption = z.infer<typeof PlusOptionSchema>;

/** docs/product.md §9: monthly is the default option. */
export const UnlockPlusBodySchema = z.object({ option: PlusOptionSchema.default('monthly') });

/** Where the page sends the user to pay. */
export const CheckoutSchema = z.object({ url: z.string() });
export type Checkout = z.infer<typeof CheckoutSchema>;

/**
 * GET /api/plus/offer: what this server sells. `payments` is false when it takes none; `options`
 * are the ones it sells, in the page's order, each with its price in people's words ('€4 a month'),
 * or null when the price could not be read just now.
 */
export const PlusOfferSchema = z.object({
  payments: z.boolean(),
  options: z.array(z.object({ option: PlusOptionSchema, price: z.string().nullable() })),
});
export type PlusOffer = z.infer<typeof PlusOfferSchema>;
export type OfferedOption = PlusOffer['options'][number];

/** An in-app purchase from the iOS app: the App Store receipt (or signed transaction) in `data`. */
export const StorePurchaseBodySchema = z.object({
  data: z.union([z.string().min(1).max(500_000), z.record(z.string(), z.unknown())], {
    error: 'Please send the App Store receipt.',
  }),
});

export const WebhookReceiptSchema = z.object({ received: z.literal(true) });

export { adminPlusCommand, BillingText } from './billing-texts.js';

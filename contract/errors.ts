import { z } from 'zod';

export { ErrorText } from './error-texts.js';

/** Every API error body. `ref` is present on 5xx answers and is also in the server log. */
export const ApiErrorSchema = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  ref: z.string().optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

import { z } from 'zod';

/** POST /entries/{id}/moderate and /journals/{id}/moderate (admins only). */
export const ModerateBodySchema = z.object({
  hidden: z.boolean({ error: 'Say true to hide it, or false to show it again.' }),
});
export type ModerateBody = z.infer<typeof ModerateBodySchema>;

import { z } from 'zod';

/** GET /users/me/storage: the bytes of files the signed-in user keeps, and how many they may. */
export const StorageUseSchema = z.object({
  usedBytes: z.number().int().nonnegative(),
  quotaBytes: z.number().int().positive(),
});
export type StorageUse = z.infer<typeof StorageUseSchema>;

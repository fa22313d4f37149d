import { z } from 'zod';

/** The texts of SPEC §8. The page's message helper and the server's error bodies use these words. */
export const ErrorText = {
  network: 'Network Error',
  unavailable:
    'Network Error: We are solving this. Please refresh or close/open the app as a temporary fix.',
  server: 'Something went wrong.',
  notFound: 'The requested resource could not be found.',
  accessDenied: 'Access Denied',
  unexpectedResponse: 'An unexpected error occurred while processing your request.',
  unexpected: 'An unexpected error occurred.',
  invalidFileType: 'Invalid file type',
  unidentifiedFileType: 'The file type could not be identified.',
  pageNotFound: 'This page could not be found.',
} as const;

/** Every API error body. `ref` is present on 5xx answers and is also in the server log. */
export const ApiErrorSchema = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  ref: z.string().optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

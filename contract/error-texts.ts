/** The texts of docs/product.md §8. The page's message helper and the server's error bodies use these words. */
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

/** docs/product.md §8: what the video chat says. */
export const VIDEO_TEXTS = {
  closedForGuests: 'This chat room is currently closed. Please come back later.',
  closedNotice:
    'This video chat is now closed for new participants. It will be opened automatically once all current participants left.',
  openedNotice: 'This video chat is now open for new participants again.',
  confirmClose: 'Are you sure that you want to close this chat for other participants?',
  confirmOpen: 'Are you sure you want to open this video chat for new participants again?',
} as const;

// Messages of the end-of-chat rating (R-WRT-4..7). The spec shows none (a failed save is only logged):
// these are ours, for the API caller.
export const RATING_MESSAGES = {
  alreadyRated: 'This conversation has already been rated.',
  noConversation: 'There is no conversation to rate yet.',
  disabled: 'Ratings are turned off for this agent.',
  outOfRange: 'A rating is a whole number from 1 to 5.',
  tooMany: 'Too many requests. Please wait a minute and try again.',
} as const;

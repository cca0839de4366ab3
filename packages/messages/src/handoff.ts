// Spec messages of human handoff (002 §4, §8), quoted exactly; ours are marked.
export const HANDOFF_MESSAGES = {
  /** R-HND-5: posted when a request times out or is cancelled. */
  noResponse: 'No response from team..',
  /** R-HND-10 */
  cancelRequest: 'Cancel Handoff Request',
  sendEmail: 'Send an Email',
  yourEmail: 'Your Email',
  message: 'Message',
  submit: 'Submit',
  /** Ours */
  notFound: 'Conversation not found.',
  notWaiting: 'This conversation is not waiting for a person.',
  alreadyTaken: (name: string) => `${name} is already talking with this visitor.`,
  notYours: 'Only the person talking with this visitor can do that.',
  emptyReply: 'Please write a message.',
  handedBack: 'The AI agent answers this visitor again.',
  takenOver: 'You are now talking with this visitor.',
  ended: 'The conversation was ended.',
  tagNotAllowed: (tag: string) => `"${tag}" is not one of this organization's tags.`,
  handoffDisabled: 'Human handoff is turned off for this agent.',
  emailSent: 'Your message was sent. The team will answer by e-mail.',
  invalidEmail: 'Please enter a valid email address.',
  sessionNotFound: 'Conversation session not found.',
} as const;

/** R-HND-15: seconds a request waits for a person, unless the agent or the action says otherwise. */
export const DEFAULT_HANDOFF_TIMEOUT_SECONDS = 60;

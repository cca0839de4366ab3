// Spec messages the chat runtime answers with (002 §8).
export const CHAT_MESSAGES = {
  errorLive: 'Error Occured, Please restart the chat.',
  maxInteractions: "Sorry, you've reached the maximum interactions limit.",
  agentDisabled: 'This agent is not available right now.',
} as const;

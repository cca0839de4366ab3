// Spec messages the chat runtime answers with (002 §8), and our own built-in responder texts.
export const CHAT_MESSAGES = {
  /** R-IAPI-5 (sic). */
  errorLive: 'Error Occured, Please restart the chat.',
  /** R-IAPI-3. */
  maxInteractions: "Sorry, you've reached the maximum interactions limit.",
  agentDisabled: 'This agent is not available right now.',
  /** R-WSH-7: the widget's view when token usage is exhausted. */
  tokensConsumed: 'Tokens Consumed',
  tokensConsumedHint: 'Please contact us ASAP',
  /** Ours: the built-in offline responder is retrieval, not a language model. */
  builtinFound: 'Here is what I found in our knowledge base:',
  builtinNoAnswer:
    "I'm sorry, I don't have an answer to that. I'm Parley's built-in responder: I can only quote this agent's knowledge base, and nothing in it matches your question.",
  /** Ours: consume-credits when the balance is short. */
  notEnoughCredits: 'Not enough credits.',
} as const;

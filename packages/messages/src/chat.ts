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
  /** R-IAPI-4: test mode, the external-flow (vf) dialogue API answered 400. */
  vfRequestError: 'Error in VF request, please check your API key',
  /** R-IAPI-4: test mode, any other external-flow failure; also opens the canned help conversation. */
  vfCheckKey: 'Please double check your VF API key is correct, and have a published version.',
  /** Ours: the how-to that closes the R-IAPI-4 help conversation. */
  vfHowTo:
    "In Voiceflow, publish your project (Publish, top right), then open Integrations, copy the Dialog API key (it starts with VF.DM.) and paste it into this agent's VF_DIALOGUE_API_KEY setting. Set VF_VERSION_ID only to test a version other than 'production'.",
  /** R-WA-11: testing an external-flow agent without its dialogue API key. */
  vfMissingKey: 'Please provide your external-flow dialogue API key and try again.',
} as const;

// The spec's visitor-facing texts of the chat widget (000 §2, §5, §8), quoted exactly (typos kept).
// The widget shows them through its phrase catalogue (packages/widget-i18n), which translates them.
export const WIDGET_CHAT_MESSAGES = {
  /** R-WSH-4: test mode buttons. */
  refresh: 'Refresh',
  testVoice: 'Test Voice',
  /** R-WSH-7: the view when token usage is exhausted. */
  tokensConsumed: 'Tokens Consumed',
  tokensConsumedHint: 'Please contact us ASAP',
  close: 'Close',
  /** R-WTB-1 default tab labels. */
  tabHome: 'Home',
  tabChats: 'Chats',
  tabFaq: 'FAQ',
  /** R-WTB-6: 'Hello {user name or there},'. */
  homeGreeting: 'Hello {name},',
  homeGreetingFallbackName: 'there',
  /** R-WTB-7. */
  homeDescription: 'How can I help you today?',
  /** R-WTB-10. */
  newChat: 'New Chat',
  previousConversations: 'Previous conversations',
  noConversations: 'No conversations',
  /** R-WCV-7. */
  inputLabel: 'Message',
  recordingPlaceholder: 'Recording..',
  loadingPlaceholder: 'Loading..',
  /** R-WCV-10 (2.5 s). */
  intentValueNull: 'Intent value is null',
  linkValueNull: 'Link value is null',
  /** R-WCV-12. */
  refreshConversation: 'Refresh the Conversation',
  cancel: 'Cancel',
  /** R-WCV-14. */
  rewinding: 'Rewinding to node {x}',
  /** R-WMK-7. */
  feedbackPositive: 'Positive',
  feedbackNegative: 'Negative',
  /** R-WMK-14. */
  somethingWentWrong: 'Something went wrong!',
  /** R-WIX-2, R-WIX-6. */
  submit: 'Submit',
  select: 'Select',
  /** R-WIX-7 (2.5 s). */
  maxSelection: 'Maximum selection is {n} items.',
  /** R-WFM-6..9. */
  invalidEmail: 'Please input a valid email.',
  invalidPhone: 'Please input a valid phone number.',
  fieldRequired: 'This field is required',
  pushRequired: 'Please push required fields',
  /** R-WUP-1: the spec also writes 'Max size: {n}MB' (000 §8); the validation rules' form is used. */
  maxSize: 'Max size: {n} MBs',
  /** R-WUP-2: the spec also writes 'Only {types} Files'; the sentence form is used. */
  onlyTypes: 'Only {types} files are allowed',
  /** R-WUP-10. */
  uploaded: 'Uploaded file successfully.',
  /** R-WSH-16 example, R-WIX-12 success note. */
  submitted: 'Successfully Submitted',
  /** R-WRT-1, R-WRT-2. */
  endChat: 'End Chat',
  startNewConversation: 'Start New Conversation',
  /** R-VOC-7, R-VOC-8 (2.5 s, translated). */
  noTextUnderstood: 'No text understood, please make sure to hold > speak > release.',
  sttFailed: 'Error during API call',
  /** R-HND-10 (the handoff panel's e-mail form, R-WFM-15 EmailForm). */
  yourEmail: 'Your Email',
  sendEmail: 'Send an Email',
} as const;

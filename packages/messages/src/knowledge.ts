// Messages of the knowledge base. R-KB-5's placeholder is the spec's; its explanation is ours.
export const KNOWLEDGE_MESSAGES = {
  apiNotPresent: 'KB API Not Present',
  apiNotPresentHelp: 'The knowledge base is not available right now. Please contact your provider.',
} as const;

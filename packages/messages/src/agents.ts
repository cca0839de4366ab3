// Spec messages of agent creation and saving (000 §8, 001 §8, 002 §8), quoted exactly.
export const AGENT_MESSAGES = {
  drawerTitle: 'New Agent',
  drawerSubtitle: 'Create a new AI agent.',
  nameLabel: 'Agent Name',
  nameRequired: 'Please provide a name for the agent.',
  created: 'Agent created successfully, redirecting...',
  createFailed: (error: string) => `Error creating agent, ${error}`,
  templateFailed: (message: string) => `Error: ${message}`,
  mustBeLoggedIn: 'You must be logged in to create an agent',
  integrationsNotice:
    'To integrate third-party services, go to the Settings tab after creating the agent, then Integrations.',
  maxChunkSize: 'Max chunk size must be greater than 1000',
  invalidUrl: 'Enter a web address starting with https://',
  saveFailed: (error: string) => `Failed to save agent, ${error}`,
  notFound: 'Agent not found.',
  noAccess: 'You do not have access to this agent.',
  backupNotFound: 'Backup not found.',
  listError: (message: string) => `Error has occured: ${message}`,
  /** R-VER-18 generic section save (sic). */
  sectionSaved: 'Saved successfully',
  sectionSaveFailed: 'Error occured when trying to save..',
} as const;

/** Notice durations (R-AGC-7/10/11: 2 s). */
export const AGENT_NOTICE_MS = 2000;

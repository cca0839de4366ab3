// Spec messages of publishing, settings saves and version history (001 §2.9, §8; 002 §8), quoted exactly.
export const VERSION_MESSAGES = {
  publish: 'Publish',
  published: 'Published',
  /** R-VER-15 */
  saveAgentFailedToast: (detail: string) => `Failed to save agent: ${detail}`,
  backupFailed: 'Error saving version backup',
  /** R-VER-17 */
  allSaved: 'All changes saved.',
  unsaved: 'There are unsaved changes.',
  /** R-VER-18 */
  settingsSaved: 'Successfully saved data.',
  settingsSaveFailed: 'Failed to save the data.',
  /** R-VER-1..9 */
  historyTitle: 'Version History',
  historyMenuItem: 'Version History',
  latest: 'Latest',
  revert: 'Revert',
  confirmRevert: 'Confirm Revert?',
  download: 'Download',
  downloaded: 'Agent template downloaded successfully!',
  done: 'Done',
  loadError: 'Error loading backups.',
  empty: 'No backups found.',
  footnote: 'Only the 20 most recent backups are kept',
  reverted: 'Agent reverted successfully, please wait..',
  revertFailed: (message: string) => `Error reverting to backup: ${message}`,
} as const;

/** R-VER-8: backups kept per agent. */
export const MAX_AGENT_BACKUPS = 20;

/** Search box (R-SRC-1..4). */
export const SEARCH_MESSAGES = {
  searching: 'Searching...',
  noResults: 'No results found',
  strong: 'Strong match',
  good: 'Good match',
  possible: 'Possible match',
} as const;

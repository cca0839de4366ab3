// Labels of the Version History modal that are not spec messages (those are VERSION_MESSAGES).
export const HISTORY_LABELS = {
  changes: 'Changes',
  hideChanges: 'Hide changes',
  noDifferences: 'No differences',
  diffError: 'Could not compare this version.',
  field: 'Field',
  inBackup: 'This version',
  current: 'Current',
} as const;

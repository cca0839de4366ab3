// Document lifecycle (R-KB-3): INITIALIZED on creation, PENDING while processed, then SUCCESS or ERROR.
export const DOCUMENT_STATUSES = ['INITIALIZED', 'PENDING', 'SUCCESS', 'ERROR'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

const NEXT: Record<DocumentStatus, readonly DocumentStatus[]> = {
  INITIALIZED: ['PENDING'],
  PENDING: ['SUCCESS', 'ERROR'],
  // A refresh or a retry processes the document again.
  SUCCESS: ['PENDING'],
  ERROR: ['PENDING'],
};

export const canMoveTo = (from: DocumentStatus, to: DocumentStatus): boolean => NEXT[from].includes(to);

/** Documents a restarted server must pick up again. */
export const UNFINISHED_STATUSES: readonly DocumentStatus[] = ['INITIALIZED', 'PENDING'];

export type SourceKind = 'text' | 'file' | 'url';
/** The spec's sourceType: url sources are 'url', text and files are 'doc'. */
export const sourceTypeOf = (kind: SourceKind): 'url' | 'doc' => (kind === 'url' ? 'url' : 'doc');

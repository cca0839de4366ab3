// Messages of visitor uploads (000 §5, §8; R-WUP-1, R-WUP-2, R-WUP-10). The spec gives two variants of
// the size and type messages; we quote one of each (see docs/spec-deviations.md). Ours are marked.
export const WIDGET_FILE_MESSAGES = {
  /** R-WUP-1 ('Max size: {n}MB' in the error catalogue is the other variant). */
  maxSize: (megabytes: number) => `Max size: ${megabytes} MBs`,
  /** R-WUP-2 ('Only {types} Files' is the other variant). */
  onlyTypes: (types: string) => `Only ${types} files are allowed`,
  /** R-WUP-10: the chat's notice after a quick upload. */
  uploaded: 'Uploaded file successfully.',
  /** Ours. */
  empty: 'The file is empty.',
  multipart: 'Send the file as multipart/form-data.',
  noCredits: 'This assistant cannot receive files right now. Please try again later.',
  tooMany: 'Too many uploads. Please wait a minute and try again.',
  notFound: 'File not found.',
} as const;

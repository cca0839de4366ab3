// R-KB-5: when the knowledge service itself fails (not the visitor's input or access), show the placeholder.
export function isKbApiMissing(error: { data?: { httpStatus?: number } | null } | null | undefined): boolean {
  const status = error?.data?.httpStatus;
  return typeof status !== 'number' || status >= 500;
}

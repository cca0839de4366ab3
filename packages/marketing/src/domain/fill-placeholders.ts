// Legal texts carry {{placeholders}} for the operator's details, filled from the operator's settings.

export interface OperatorDetails {
  operatorName: string;
  operatorEmail?: string;
  operatorAddress?: string;
  publicUrl: string;
}

/** Shown where a detail is missing, so an operator sees at once what to configure. */
export const MISSING = {
  operatorEmail: 'no contact e-mail configured yet: the operator sets OPERATOR_EMAIL',
  operatorAddress: 'no postal address configured yet: the operator sets OPERATOR_ADDRESS',
} as const;

/** Markdown and HTML have no say in an inserted value: it reads as plain text. */
export function escapeMarkdown(value: string): string {
  return value.replace(/[\\`*_{}[\]()#+\-.!|<>&~]/g, (c) => `\\${c}`);
}

export function fillPlaceholders(markdown: string, details: OperatorDetails): string {
  const values: Record<string, string> = {
    operatorName: escapeMarkdown(details.operatorName),
    // An e-mail becomes a mailto link; markdown's autolink is avoided so odd values stay inert.
    operatorEmail: details.operatorEmail
      ? `[${escapeMarkdown(details.operatorEmail)}](mailto:${encodeURI(details.operatorEmail)})`
      : `*${escapeMarkdown(MISSING.operatorEmail)}*`,
    operatorAddress: details.operatorAddress
      ? escapeMarkdown(details.operatorAddress)
      : `*${escapeMarkdown(MISSING.operatorAddress)}*`,
    publicUrl: escapeMarkdown(details.publicUrl),
  };
  return markdown.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) => values[key] ?? whole);
}

// Which links name a Google Form (R-WFM-1). Only the form's id is taken from the caller: the address we
// fetch is built by us on the configured forms origin, so the call can never be pointed elsewhere.

export interface FormRef {
  /** 'e' for published links (/forms/d/e/{id}/viewform), 'd' for a form's own id (/forms/d/{id}/viewform). */
  kind: 'e' | 'd';
  id: string;
}

const ID = /^[A-Za-z0-9_-]{20,200}$/;
const PATH =
  /^\/forms(?:\/u\/\d+)?\/d\/(e\/)?([A-Za-z0-9_-]{20,200})(?:\/(?:viewform|formResponse|edit)?)?\/?$/;

/** The form a link (or a bare published id) names; null for anything else. `extraOrigins` are test hosts. */
export function parseFormRef(input: string, extraOrigins: readonly string[] = []): FormRef | null {
  const text = input.trim();
  if (ID.test(text)) return { kind: 'e', id: text };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const official = url.protocol === 'https:' && url.hostname === 'docs.google.com' && url.port === '';
  if (!official && !extraOrigins.includes(url.origin)) return null;
  if (url.username || url.password) return null;
  const match = PATH.exec(url.pathname);
  if (!match?.[2]) return null;
  return { kind: match[1] ? 'e' : 'd', id: match[2] };
}

export const formPath = (ref: FormRef) => (ref.kind === 'e' ? `/forms/d/e/${ref.id}` : `/forms/d/${ref.id}`);
export const cacheKeyOf = (ref: FormRef) => `${ref.kind}/${ref.id}`;

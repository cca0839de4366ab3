// Parley's transactional mail: one plain layout, every inserted value escaped.

export interface MailContent {
  /** The first line, as a heading. */
  title: string;
  /** Paragraphs of plain text. */
  paragraphs: string[];
  /** A button link, also written out in full for clients that strip buttons. */
  action?: { label: string; url: string };
  /** A code shown large (one-time login codes). */
  code?: string;
  /** Small print at the bottom. */
  footer?: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

export function renderMail(content: MailContent): { html: string; text: string } {
  const p = (s: string) => `<p style="margin:0 0 14px;line-height:1.5">${escapeHtml(s)}</p>`;
  const parts = [
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.title)}</h1>`,
    ...content.paragraphs.map(p),
  ];
  if (content.code) {
    parts.push(
      `<p style="font-size:28px;letter-spacing:6px;font-weight:700;margin:8px 0 18px">${escapeHtml(content.code)}</p>`,
    );
  }
  if (content.action) {
    const href = escapeHtml(content.action.url);
    parts.push(
      `<p style="margin:18px 0"><a href="${href}" style="background:#228be6;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>`,
      `<p style="font-size:12px;color:#666;word-break:break-all">${href}</p>`,
    );
  }
  if (content.footer)
    parts.push(`<p style="font-size:12px;color:#888;margin-top:24px">${escapeHtml(content.footer)}</p>`);
  const html = `<!doctype html><html><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#222;max-width:560px;margin:0 auto;padding:24px">${parts.join('')}</body></html>`;

  const text = [
    content.title,
    '',
    ...content.paragraphs.flatMap((s) => [s, '']),
    ...(content.code ? [content.code, ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footer ? [content.footer] : []),
  ]
    .join('\n')
    .trim();
  return { html, text };
}

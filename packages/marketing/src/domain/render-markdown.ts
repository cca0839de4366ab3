// Markdown to safe HTML: marked, then an allow-list sanitiser (operators may edit the texts, but a
// typo or a pasted snippet must never run script in a visitor's browser).
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const marked = new Marked({ gfm: true, breaks: false, async: false });

export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false });
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags.filter((t) => t !== 'img'), 'h1', 'h2'],
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'], th: ['align'], td: ['align'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: {
      // Links that leave the site open safely in a new tab.
      a: (tagName, attribs) => {
        const external = /^https?:\/\//i.test(attribs.href ?? '');
        return {
          tagName,
          attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
        };
      },
    },
  });
}

/** The first level-one heading, used as the page title when an operator renames a page. */
export function firstHeading(markdown: string): string | null {
  return /^#\s+(.+)$/m.exec(markdown)?.[1]?.trim() ?? null;
}

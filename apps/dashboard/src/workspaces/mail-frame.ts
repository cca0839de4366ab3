// The srcdoc a stored mail is shown in: rendered only inside a sandboxed iframe (no scripts, no
// same-origin access), links open in a new tab, and nothing but images may load from outside.
const HEAD =
  '<meta charset="utf-8">' +
  '<meta http-equiv="Content-Security-Policy" content="default-src \'none\'; img-src https: http: data:; style-src \'unsafe-inline\'">' +
  '<base target="_blank">';

export function mailSrcDoc(html: string): string {
  if (/<head[^>]*>/i.test(html)) return html.replace(/<head[^>]*>/i, (tag) => `${tag}${HEAD}`);
  return `<!doctype html><html><head>${HEAD}</head><body>${html}</body></html>`;
}

/** The iframe's sandbox: no scripts, forms or same-origin; only links that open a new tab. */
export const MAIL_FRAME_SANDBOX = 'allow-popups allow-popups-to-escape-sandbox';

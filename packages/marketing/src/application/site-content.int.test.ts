// The shipped legal texts and pricing, and an operator's overrides from SITE_CONTENT_DIR.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LEGAL_PAGES } from '../domain/legal-pages';
import { loadLegalPage } from './load-legal-page';
import { loadPricing } from './load-pricing';

const operator = {
  operatorName: 'Acme Hosting',
  operatorEmail: 'privacy@acme.example',
  publicUrl: 'https://chat.acme.example',
};

describe('site content', () => {
  it('R-MKT-5 every legal page has a real default text with the operator filled in', async () => {
    for (const { slug } of LEGAL_PAGES) {
      const page = await loadLegalPage({ operator }, slug);
      expect(page.html.length).toBeGreaterThan(500);
      expect(page.html).not.toContain('{{');
      expect(page.html).not.toMatch(/lorem ipsum/i);
    }
    const privacy = await loadLegalPage({ operator }, 'privacy-policy');
    expect(privacy.title).toBe('Privacy policy');
    expect(privacy.html).toContain('Acme Hosting');
    expect(privacy.html).toContain('href="mailto:privacy@acme.example"');
    for (const stored of ['Accounts', 'Conversations', 'Uploads', 'Mail outbox'])
      expect(privacy.html).toContain(stored);
    const cookies = await loadLegalPage({ operator }, 'cookie-policy');
    expect(cookies.html).toContain('<code>token</code>');
    expect(cookies.html).toContain('<code>client_token</code>');
    expect(cookies.html).toContain('no cookies from third parties');
  });

  it('refuses unknown pages, so no other file can be read', async () => {
    await expect(loadLegalPage({ operator }, '../../package')).rejects.toThrow('This page does not exist.');
  });

  it('takes an operator override from the content folder, rendered safely', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-site-'));
    mkdirSync(join(dir, 'legal'));
    writeFileSync(
      join(dir, 'legal', 'tos.md'),
      '# Our terms\n\nRun by {{operatorName}}.<script>alert(1)</script>',
    );
    const page = await loadLegalPage({ operator, contentDir: dir }, 'tos');
    expect(page.title).toBe('Our terms');
    expect(page.html).toContain('Run by Acme Hosting.');
    expect(page.html).not.toContain('script');
    // Pages the operator did not override keep the shipped text.
    expect((await loadLegalPage({ operator, contentDir: dir }, 'gdpr')).title).toBe('GDPR');
  });

  it('R-MKT-2 the default pricing says plainly that the instance charges nothing', async () => {
    const pricing = await loadPricing({ operator });
    expect(pricing.plans.every((p) => p.price === 0)).toBe(true);
    expect(pricing.summary).toContain('charges nothing');
  });
});

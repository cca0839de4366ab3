import { describe, expect, it } from 'vitest';
import { demoLink, prototypeLink } from './demo-link';

describe('prototype and demo links', () => {
  it('R-WSP-6 uses this server when the agency has no verified domain', () => {
    expect(prototypeLink('eu', 'abc123DEF456ghi7')).toBe('/app/eu/prototype?vg_id=abc123DEF456ghi7');
    expect(prototypeLink('na', 'a1', { customDomain: 'chat.acme.com', isVerifiedCustomDomain: false })).toBe(
      '/app/na/prototype?vg_id=a1',
    );
  });

  it('R-WSP-6 prefers a verified custom domain, then a verified sub-domain', () => {
    const both = {
      customDomain: 'chat.acme.com',
      isVerifiedCustomDomain: true,
      VGsubDomain: 'acme.parley.example',
      isVerifiedSubDomain: true,
    };
    expect(prototypeLink('eu', 'a1', both)).toBe('https://chat.acme.com/eu/prototype/a1');
    expect(prototypeLink('na', 'a1', { ...both, isVerifiedCustomDomain: false })).toBe(
      'https://acme.parley.example/na/prototype/a1',
    );
  });

  it('R-WSP-7 demo page is /app/{region}/demo/{id}/page1', () => {
    expect(demoLink('eu', 'a1')).toBe('/app/eu/demo/a1/page1');
  });
});

import { describe, expect, it } from 'vitest';
import {
  headerLinksFor,
  logoTargetFor,
  showsProductFooter,
  showsPublicChrome,
  usesAltHeader,
} from './public-paths';

const none = { affiliates: null, docs: null, discord: null };
const all = {
  affiliates: 'https://aff.example',
  docs: 'https://docs.example',
  discord: 'https://discord.gg/x',
};

describe('public chrome', () => {
  it('R-MKT-1 shows header and footer except on paths containing /login or /signup', () => {
    for (const path of ['/', '/pricing', '/legal/tos', '/demo', '/onboarding'])
      expect(showsPublicChrome(path)).toBe(true);
    for (const path of ['/login', '/signup', '/foo/login', '/signup?x=1'])
      expect(showsPublicChrome(path)).toBe(false);
  });
  it('R-MKT-2 lists Affiliates, Docs and Discord when set, and /pricing', () => {
    expect(headerLinksFor('/', all).map((l) => [l.label, l.href, l.external])).toEqual([
      ['Affiliates', 'https://aff.example', true],
      ['Docs', 'https://docs.example', true],
      ['Discord', 'https://discord.gg/x', true],
      ['Pricing', '/pricing', false],
    ]);
    expect(headerLinksFor('/pricing', none).map((l) => l.label)).toEqual(['Pricing']);
  });
  it('R-MKT-3 the alternative pages show integrations, pricing, free plan, about and privacy', () => {
    for (const path of [
      '/landing2',
      '/voice-agent',
      '/chatbot',
      '/whatsapp',
      '/demo',
      '/integrations',
      '/get-free-plan/',
    ]) {
      expect(usesAltHeader(path)).toBe(true);
      expect(headerLinksFor(path, all).map((l) => l.href)).toEqual([
        '/integrations',
        '/pricing',
        '/get-free-plan',
        '/legal/about',
        '/legal/privacy-policy',
      ]);
    }
    expect(usesAltHeader('/legal/about')).toBe(false);
  });
  it('R-MKT-4 the logo leads to / or, on /landing2, to /landing2', () => {
    expect(logoTargetFor('/landing2')).toBe('/landing2');
    expect(logoTargetFor('/pricing')).toBe('/');
    expect(logoTargetFor('/')).toBe('/');
  });
  it('R-MKT-6 the product footer stays out of the app and agent routes', () => {
    expect(showsProductFooter('/legal/gdpr')).toBe(true);
    expect(showsProductFooter('/onboarding')).toBe(true);
    expect(showsProductFooter('/app/eu/agents')).toBe(false);
    expect(showsProductFooter('/app/eu/agents/abc/overview')).toBe(false);
    expect(showsProductFooter('/share/eu/agents/abc')).toBe(false);
    expect(showsProductFooter('/login')).toBe(false);
  });
});

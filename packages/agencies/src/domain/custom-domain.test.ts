import { describe, expect, it } from 'vitest';
import { checkCustomDomain, CUSTOM_DOMAIN_MESSAGES as M } from './custom-domain';

describe('custom domain input', () => {
  it('R-DOM-3 R-DOM-5 is required, lower-cased and stripped of spaces', () => {
    expect(checkCustomDomain('  ', 'parley.example')).toEqual({ ok: false, message: M.required });
    expect(checkCustomDomain(' App.Acme .Agency.COM ', 'parley.example')).toEqual({
      ok: true,
      domain: 'app.acme.agency.com',
    });
  });

  it('R-DOM-4 refuses a root domain with the spec message', () => {
    expect(checkCustomDomain('acme.com', 'parley.example')).toEqual({
      ok: false,
      message: 'Please input a subdomain: "acme.com"',
    });
  });

  it('refuses addresses, odd names and the server’s own host', () => {
    expect(checkCustomDomain('10.0.0.1', 'x').ok).toBe(false);
    expect(checkCustomDomain('https://app.acme.com', 'x').ok).toBe(false);
    expect(checkCustomDomain('app.parley.example', 'app.parley.example')).toEqual({
      ok: false,
      message: M.serverOwn,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { escapeMarkdown, fillPlaceholders, MISSING } from './fill-placeholders';

describe('legal placeholders', () => {
  const details = {
    operatorName: 'Acme Hosting GmbH',
    operatorEmail: 'privacy@acme.example',
    operatorAddress: 'Hauptstr. 1, 10115 Berlin',
    publicUrl: 'https://chat.acme.example',
  };

  it('R-MKT-5 fills the operator name, e-mail, address and URL', () => {
    const out = fillPlaceholders(
      'By {{operatorName}}, {{ operatorEmail }}, {{operatorAddress}}, {{publicUrl}}',
      details,
    );
    expect(out).toBe(
      'By Acme Hosting GmbH, [privacy@acme\\.example](mailto:privacy@acme.example), Hauptstr\\. 1, 10115 Berlin, https://chat\\.acme\\.example',
    );
  });
  it('says plainly when a detail is not configured', () => {
    const out = fillPlaceholders('{{operatorEmail}} / {{operatorAddress}}', {
      operatorName: 'X',
      publicUrl: 'http://x',
    });
    expect(out).toContain('OPERATOR\\_EMAIL');
    expect(out).toContain('OPERATOR\\_ADDRESS');
    expect(MISSING.operatorEmail).toContain('OPERATOR_EMAIL');
  });
  it('keeps inserted values from becoming markup, and leaves unknown placeholders', () => {
    expect(escapeMarkdown('<img src=x onerror=alert(1)> [x](javascript:1)')).not.toMatch(/(^|[^\\])[<[(]/);
    expect(fillPlaceholders('{{nope}}', details)).toBe('{{nope}}');
  });
});

import { describe, expect, it } from 'vitest';
import { sandboxFor } from './frame-sandbox';

describe('sandboxFor', () => {
  it('never gives a page of the widget origin scripts and same-origin together', () => {
    expect(sandboxFor('/help', 'https://parley.example')).not.toContain('allow-same-origin');
    expect(sandboxFor('https://parley.example/x', 'https://parley.example')).not.toContain(
      'allow-same-origin',
    );
    expect(sandboxFor('https://help.example/x', 'https://parley.example')).toContain('allow-same-origin');
  });
});

import { describe, expect, it } from 'vitest';
import { isSecretField, restoreSecrets, stripSecrets } from './agent-secrets';

describe('agent secrets', () => {
  it('R-VER-11 names secret fields, keeping token counters and the model reply length', () => {
    for (const key of [
      'SECRET_API_KEY',
      'VF_DIALOGUE_API_KEY',
      'whatsappToken',
      'gcloudPrivateKey',
      'stripeSecret',
      'smtpPassword',
      'refresh_token',
      'openaiApiKey',
    ]) {
      expect(isSecretField(key), key).toBe(true);
    }
    for (const key of ['tokensUsage', 'maxTokensUsage', 'maxTokens', 'title', 'systemPrompt', 'keywords']) {
      expect(isSecretField(key), key).toBe(false);
    }
  });

  it('R-VER-11 strips secrets at any depth', () => {
    expect(
      stripSecrets({
        title: 'Ava',
        SECRET_API_KEY: 'vg_x',
        maxTokensUsage: 10,
        integrations: { whatsapp: { whatsappToken: 't', phone: '1' } },
        hooks: [{ url: 'u', authToken: 'a' }],
      }),
    ).toEqual({
      title: 'Ava',
      maxTokensUsage: 10,
      integrations: { whatsapp: { phone: '1' } },
      hooks: [{ url: 'u' }],
    });
  });

  it('restores the current secrets a backup left out, without overriding what it holds', () => {
    const current = {
      VF_DIALOGUE_API_KEY: 'now',
      title: 'Now',
      integrations: { whatsapp: { whatsappToken: 't-now', phone: '2' } },
    };
    expect(restoreSecrets({ title: 'Then', integrations: { whatsapp: { phone: '1' } } }, current)).toEqual({
      title: 'Then',
      VF_DIALOGUE_API_KEY: 'now',
      integrations: { whatsapp: { phone: '1', whatsappToken: 't-now' } },
    });
  });
});

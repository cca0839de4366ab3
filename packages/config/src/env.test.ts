import { describe, expect, it } from 'vitest';
import { publicUrlOf, readEnv } from './env';

describe('env', () => {
  it('applies embedded defaults', () => {
    const env = readEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.SEED_DEMO).toBe(true);
    expect(publicUrlOf(env)).toBe('http://localhost:3000');
  });
  it('PORT overrides and empty strings count as unset', () => {
    const env = readEnv({ PORT: '4100', DATABASE_URL_EU: '' });
    expect(env.PORT).toBe(4100);
    expect(env.DATABASE_URL_EU).toBeUndefined();
    expect(publicUrlOf(env)).toBe('http://localhost:4100');
  });
  it('names the bad setting clearly', () => {
    expect(() => readEnv({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => readEnv({ PARLEY_SECRET_KEY: 'short' })).toThrow(/32 bytes/);
  });
});

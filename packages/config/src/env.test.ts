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
  it('DEFAULT_WORKSPACE_LIMITS raises plan defaults; a bad entry names the setting', () => {
    expect(readEnv({}).DEFAULT_WORKSPACE_LIMITS).toEqual({});
    expect(
      readEnv({ DEFAULT_WORKSPACE_LIMITS: 'maxAgents=50, workspaceSeats=10,maxClients=unlimited' })
        .DEFAULT_WORKSPACE_LIMITS,
    ).toEqual({
      maxAgents: 50,
      workspaceSeats: 10,
      maxClients: Number.POSITIVE_INFINITY,
    });
    expect(() => readEnv({ DEFAULT_WORKSPACE_LIMITS: 'agents=5' })).toThrow(/DEFAULT_WORKSPACE_LIMITS/);
    expect(() => readEnv({ DEFAULT_WORKSPACE_LIMITS: 'maxAgents=-1' })).toThrow(/DEFAULT_WORKSPACE_LIMITS/);
  });
});

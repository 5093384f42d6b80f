import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it("uses Mealie's defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 9000,
      dataDir: './data',
      tokenTimeHours: 48,
      allowSignup: false,
      defaultGroup: 'Home',
      defaultHousehold: 'Family',
      maxLoginAttempts: 5,
      lockoutHours: 24,
      database: { engine: 'sqlite', file: './data/larder.db' },
    });
    expect(config.theme.light.primary).toBe('#E58325');
  });

  it('builds the PostgreSQL URL from the POSTGRES_* variables, quoting the password', () => {
    const config = loadConfig({ DB_ENGINE: 'postgres', POSTGRES_PASSWORD: 'p@ss/word', POSTGRES_SERVER: 'db' });
    expect(config.database).toEqual({ engine: 'postgres', url: 'postgresql://mealie:p%40ss%2Fword@db:5432/mealie' });
    const override = loadConfig({ DB_ENGINE: 'postgres', POSTGRES_URL_OVERRIDE: 'postgresql://u@h/d' });
    expect(override.database).toEqual({ engine: 'postgres', url: 'postgresql://u@h/d' });
  });

  it('reads booleans the way Mealie does', () => {
    expect(loadConfig({ ALLOW_SIGNUP: 'yes' }).allowSignup).toBe(true);
    expect(loadConfig({ ALLOW_SIGNUP: '0' }).allowSignup).toBe(false);
  });

  it('stops with a message naming every bad variable', () => {
    expect(() => loadConfig({ API_PORT: 'abc', ALLOW_SIGNUP: 'maybe', THEME_LIGHT_PRIMARY: 'orange' })).toThrow(ConfigError);
    try {
      loadConfig({ API_PORT: 'abc', ALLOW_SIGNUP: 'maybe' });
    } catch (error) {
      expect((error as Error).message).toContain('API_PORT');
      expect((error as Error).message).toContain('ALLOW_SIGNUP');
    }
  });
});

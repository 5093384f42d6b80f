import { z } from 'zod';

/**
 * Environment configuration, with Mealie's variable names and defaults where Mealie has one
 * (reference/domain.md §4). Parsed once at start-up; a bad value stops the process with a
 * message naming the variable.
 */

// Mealie reads booleans as pydantic does: true/false, 1/0, yes/no, on/off.
const bool = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return fallback;
      const v = value.trim().toLowerCase();
      if (['true', '1', 'yes', 'on', 't', 'y'].includes(v)) return true;
      if (['false', '0', 'no', 'off', 'f', 'n'].includes(v)) return false;
      ctx.addIssue({ code: 'custom', message: `expected a boolean (true/false), got "${value}"` });
      return z.NEVER;
    });

const int = (fallback: number, min = 0) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return fallback;
      const n = Number(value);
      if (!Number.isInteger(n) || n < min) {
        ctx.addIssue({ code: 'custom', message: `expected a whole number ≥ ${min}, got "${value}"` });
        return z.NEVER;
      }
      return n;
    });

const str = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : v));

const optionalStr = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v));

const hexColor = (fallback: string) => str(fallback).refine((v) => /^#?[0-9a-fA-F]{3,8}$/.test(v), 'expected a hex colour such as #E58325');

export const THEME_DEFAULTS = {
  primary: '#E58325',
  accent: '#007A99',
  secondary: '#973542',
  success: '#43A047',
  info: '#1976D2',
  warning: '#FF6D00',
  error: '#EF5350',
} as const;

const envSchema = z.object({
  PRODUCTION: bool(true),
  DATA_DIR: str('./data'),
  BASE_URL: str('http://localhost:9000').transform((v) => v.replace(/\/+$/, '')),
  API_PORT: int(9000, 0),
  API_HOST: str('0.0.0.0'),
  API_DOCS: bool(true),
  TOKEN_TIME: int(48, 1),
  ALLOW_SIGNUP: bool(false),
  DEFAULT_GROUP: str('Home'),
  DEFAULT_HOUSEHOLD: str('Family'),
  DEFAULT_ADMIN_EMAIL: str('changeme@example.com'),
  DEFAULT_ADMIN_PASSWORD: optionalStr,
  SECURITY_MAX_LOGIN_ATTEMPTS: int(5, 1),
  SECURITY_USER_LOCKOUT_TIME: int(24, 0),
  LOGIN_RATE_LIMIT: int(20, 1),
  TRUST_PROXY: bool(false),
  IS_DEMO: bool(false),
  GIT_COMMIT_HASH: str('unknown'),
  STATIC_FILES: optionalStr,
  ALLOW_PRIVATE_NETWORK_IMPORT: bool(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DB_ENGINE: str('sqlite').transform((v) => (v.toLowerCase() === 'postgres' ? 'postgres' : 'sqlite')),
  POSTGRES_USER: str('mealie'),
  POSTGRES_PASSWORD: str('mealie'),
  POSTGRES_SERVER: str('postgres'),
  POSTGRES_PORT: int(5432, 1),
  POSTGRES_DB: str('mealie'),
  POSTGRES_URL_OVERRIDE: optionalStr.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), 'must be a postgresql:// URL'),
  SMTP_HOST: optionalStr,
  SMTP_PORT: int(587, 1),
  SMTP_FROM_NAME: str('Larder'),
  SMTP_FROM_EMAIL: optionalStr,
  SMTP_AUTH_STRATEGY: str('TLS')
    .transform((v) => v.toUpperCase())
    .pipe(z.enum(['TLS', 'SSL', 'NONE'])),
  SMTP_USER: optionalStr,
  SMTP_PASSWORD: optionalStr,
  THEME_USE_DARK: bool(false),
  THEME_LIGHT_PRIMARY: hexColor(THEME_DEFAULTS.primary),
  THEME_LIGHT_ACCENT: hexColor(THEME_DEFAULTS.accent),
  THEME_LIGHT_SECONDARY: hexColor(THEME_DEFAULTS.secondary),
  THEME_LIGHT_SUCCESS: hexColor(THEME_DEFAULTS.success),
  THEME_LIGHT_INFO: hexColor(THEME_DEFAULTS.info),
  THEME_LIGHT_WARNING: hexColor(THEME_DEFAULTS.warning),
  THEME_LIGHT_ERROR: hexColor(THEME_DEFAULTS.error),
  THEME_DARK_PRIMARY: hexColor(THEME_DEFAULTS.primary),
  THEME_DARK_ACCENT: hexColor(THEME_DEFAULTS.accent),
  THEME_DARK_SECONDARY: hexColor(THEME_DEFAULTS.secondary),
  THEME_DARK_SUCCESS: hexColor(THEME_DEFAULTS.success),
  THEME_DARK_INFO: hexColor(THEME_DEFAULTS.info),
  THEME_DARK_WARNING: hexColor(THEME_DEFAULTS.warning),
  THEME_DARK_ERROR: hexColor(THEME_DEFAULTS.error),
});

export type Env = z.output<typeof envSchema>;

export interface Config {
  production: boolean;
  dataDir: string;
  baseUrl: string;
  port: number;
  host: string;
  apiDocs: boolean;
  tokenTimeHours: number;
  allowSignup: boolean;
  defaultGroup: string;
  defaultHousehold: string;
  defaultAdminEmail: string;
  defaultAdminPassword?: string;
  maxLoginAttempts: number;
  lockoutHours: number;
  loginRateLimitPerMinute: number;
  trustProxy: boolean;
  isDemo: boolean;
  buildId: string;
  staticDir?: string;
  /** Let the outbound fetcher reach private, loopback and link-local addresses (imports from a home network). */
  allowPrivateNetworkImport: boolean;
  logLevel: Env['LOG_LEVEL'];
  database: { engine: 'sqlite'; file: string } | { engine: 'postgres'; url: string };
  smtp: {
    host?: string;
    port: number;
    fromName: string;
    fromEmail?: string;
    strategy: 'TLS' | 'SSL' | 'NONE';
    user?: string;
    password?: string;
  };
  theme: {
    useDark: boolean;
    light: Record<keyof typeof THEME_DEFAULTS, string>;
    dark: Record<keyof typeof THEME_DEFAULTS, string>;
  };
  version: string;
}

export class ConfigError extends Error {}

export const APP_VERSION = '2.0.0';

const withHash = (c: string) => (c.startsWith('#') ? c : `#${c}`);

export function postgresUrl(env: Env): string {
  if (env.POSTGRES_URL_OVERRIDE) return env.POSTGRES_URL_OVERRIDE;
  const user = encodeURIComponent(env.POSTGRES_USER);
  const password = encodeURIComponent(env.POSTGRES_PASSWORD);
  return `postgresql://${user}:${password}@${env.POSTGRES_SERVER}:${env.POSTGRES_PORT}/${env.POSTGRES_DB}`;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = env.DATA_DIR;
  return {
    production: env.PRODUCTION,
    dataDir,
    baseUrl: env.BASE_URL,
    port: env.API_PORT,
    host: env.API_HOST,
    apiDocs: env.API_DOCS,
    tokenTimeHours: env.TOKEN_TIME,
    allowSignup: env.ALLOW_SIGNUP,
    defaultGroup: env.DEFAULT_GROUP,
    defaultHousehold: env.DEFAULT_HOUSEHOLD,
    defaultAdminEmail: env.DEFAULT_ADMIN_EMAIL.toLowerCase(),
    defaultAdminPassword: env.DEFAULT_ADMIN_PASSWORD,
    maxLoginAttempts: env.SECURITY_MAX_LOGIN_ATTEMPTS,
    lockoutHours: env.SECURITY_USER_LOCKOUT_TIME,
    loginRateLimitPerMinute: env.LOGIN_RATE_LIMIT,
    trustProxy: env.TRUST_PROXY,
    isDemo: env.IS_DEMO,
    buildId: env.GIT_COMMIT_HASH,
    staticDir: env.STATIC_FILES,
    allowPrivateNetworkImport: env.ALLOW_PRIVATE_NETWORK_IMPORT,
    logLevel: env.LOG_LEVEL,
    database:
      env.DB_ENGINE === 'postgres' ? { engine: 'postgres', url: postgresUrl(env) } : { engine: 'sqlite', file: `${dataDir}/larder.db` },
    smtp: {
      host: env.SMTP_HOST,
      port: env.SMTP_PORT,
      fromName: env.SMTP_FROM_NAME,
      fromEmail: env.SMTP_FROM_EMAIL,
      strategy: env.SMTP_AUTH_STRATEGY,
      user: env.SMTP_USER,
      password: env.SMTP_PASSWORD,
    },
    theme: {
      useDark: env.THEME_USE_DARK,
      light: {
        primary: withHash(env.THEME_LIGHT_PRIMARY),
        accent: withHash(env.THEME_LIGHT_ACCENT),
        secondary: withHash(env.THEME_LIGHT_SECONDARY),
        success: withHash(env.THEME_LIGHT_SUCCESS),
        info: withHash(env.THEME_LIGHT_INFO),
        warning: withHash(env.THEME_LIGHT_WARNING),
        error: withHash(env.THEME_LIGHT_ERROR),
      },
      dark: {
        primary: withHash(env.THEME_DARK_PRIMARY),
        accent: withHash(env.THEME_DARK_ACCENT),
        secondary: withHash(env.THEME_DARK_SECONDARY),
        success: withHash(env.THEME_DARK_SUCCESS),
        info: withHash(env.THEME_DARK_INFO),
        warning: withHash(env.THEME_DARK_WARNING),
        error: withHash(env.THEME_DARK_ERROR),
      },
    },
    version: APP_VERSION,
  };
}

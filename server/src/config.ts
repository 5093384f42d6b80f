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

// OPENAI_CUSTOM_HEADERS / OPENAI_CUSTOM_PARAMS: a JSON object; values are sent as strings.
const jsonStringMap = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value.trim() === '') return {} as Record<string, string>;
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'expected a JSON object such as {"key": "value"}' });
      return z.NEVER;
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      ctx.addIssue({ code: 'custom', message: 'expected a JSON object such as {"key": "value"}' });
      return z.NEVER;
    }
    return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
  });

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
  LIBRARY_CACHE_MB: int(32, 0),
  JOB_LEASE_SECONDS: int(60, 1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DB_ENGINE: str('sqlite').transform((v) => (v.toLowerCase() === 'postgres' ? 'postgres' : 'sqlite')),
  POSTGRES_USER: str('mealie'),
  POSTGRES_PASSWORD: str('mealie'),
  POSTGRES_SERVER: str('postgres'),
  POSTGRES_PORT: int(5432, 1),
  POSTGRES_DB: str('mealie'),
  POSTGRES_URL_OVERRIDE: optionalStr.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), 'must be a postgresql:// URL'),
  OPENAI_BASE_URL: optionalStr.refine((v) => v === undefined || /^https?:\/\//i.test(v), 'must be an http:// or https:// URL'),
  OPENAI_API_KEY: optionalStr,
  OPENAI_MODEL: str('gpt-4o'),
  OPENAI_CUSTOM_HEADERS: jsonStringMap,
  OPENAI_CUSTOM_PARAMS: jsonStringMap,
  OPENAI_ENABLE_IMAGE_SERVICES: bool(true),
  OPENAI_WORKERS: int(2, 1),
  OPENAI_SEND_DATABASE_DATA: bool(true),
  OPENAI_REQUEST_TIMEOUT: int(60, 1),
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

/** BASE_URL values that mean "not set": Mealie's default and Larder's. */
const DEFAULT_BASE_URLS = new Set(['http://localhost:8080', 'http://localhost:9000']);

export interface Config {
  production: boolean;
  dataDir: string;
  baseUrl: string;
  /** Whether BASE_URL names this install's address (it is not left at Mealie's or Larder's default). */
  baseUrlSet: boolean;
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
  /** Memory for answers over recipe libraries kept while their data version holds; 0 turns it off. */
  libraryCacheMb: number;
  /** How long a running job's heartbeat may be silent before another process (or the next start) takes it over. */
  jobLeaseSeconds: number;
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
  openai: OpenAiConfig;
  theme: {
    useDark: boolean;
    light: Record<keyof typeof THEME_DEFAULTS, string>;
    dark: Record<keyof typeof THEME_DEFAULTS, string>;
  };
  version: string;
}

/** OPENAI_* settings; the features are on when both a key and a model are set, as in Mealie. */
export interface OpenAiConfig {
  enabled: boolean;
  /** OpenAI-compatible API root, e.g. `https://api.openai.com/v1` or a local model server. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  customHeaders: Record<string, string>;
  customParams: Record<string, string>;
  enableImageServices: boolean;
  workers: number;
  /** Include the group's unit names in ingredient-parser prompts. */
  sendDatabaseData: boolean;
  requestTimeoutSeconds: number;
}

export const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';

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
    baseUrlSet: !DEFAULT_BASE_URLS.has(env.BASE_URL),
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
    libraryCacheMb: env.LIBRARY_CACHE_MB,
    jobLeaseSeconds: env.JOB_LEASE_SECONDS,
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
    openai: {
      enabled: Boolean(env.OPENAI_API_KEY && env.OPENAI_MODEL),
      baseUrl: (env.OPENAI_BASE_URL ?? OPENAI_DEFAULT_BASE_URL).replace(/\/+$/, ''),
      apiKey: env.OPENAI_API_KEY,
      model: env.OPENAI_MODEL,
      customHeaders: env.OPENAI_CUSTOM_HEADERS,
      customParams: env.OPENAI_CUSTOM_PARAMS,
      enableImageServices: env.OPENAI_ENABLE_IMAGE_SERVICES,
      workers: env.OPENAI_WORKERS,
      sendDatabaseData: env.OPENAI_SEND_DATABASE_DATA,
      requestTimeoutSeconds: env.OPENAI_REQUEST_TIMEOUT,
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

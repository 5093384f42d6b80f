import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { ensureGroup } from './modules/groups/service.js';
import { anyUserExists, insertUser } from './modules/users/queries.js';
import { hashPassword } from './platform/auth/passwords.js';
import { ambientDb, withTransaction } from './platform/transactions.js';

export interface FirstStartResult {
  created: boolean;
  email?: string;
  generatedPassword?: string;
}

/**
 * On first start (no users yet) create the default group, household and an administrator.
 * There is no known default password: DEFAULT_ADMIN_PASSWORD is used when set, otherwise a
 * random one is generated and returned so that it can be printed once.
 */
export async function ensureFirstStart(config: Config, database: DatabaseHandle): Promise<FirstStartResult> {
  const db = ambientDb(database.db);
  if (await anyUserExists(db)) return { created: false };
  const generatedPassword = config.defaultAdminPassword ? undefined : crypto.randomBytes(12).toString('base64url');
  const password = await hashPassword(config.defaultAdminPassword ?? generatedPassword!);
  await withTransaction(db, async () => {
    const { groupId, householdId } = await ensureGroup(db, config.defaultGroup, config.defaultHousehold);
    await insertUser(db, {
      username: 'admin',
      fullName: 'Change Me',
      email: config.defaultAdminEmail,
      password,
      admin: true,
      advanced: true,
      canInvite: true,
      canManage: true,
      canManageHousehold: true,
      canOrganize: true,
      groupId,
      householdId,
    });
  });
  return { created: true, email: config.defaultAdminEmail, generatedPassword };
}

export function announceFirstStart(log: FastifyBaseLogger, result: FirstStartResult): void {
  if (!result.created) return;
  if (!result.generatedPassword) {
    log.info({ email: result.email }, 'created the administrator account from DEFAULT_ADMIN_EMAIL / DEFAULT_ADMIN_PASSWORD');
    return;
  }
  const banner = [
    '',
    '================================================================',
    '  Larder created your administrator account. Sign in with:',
    `    e-mail:   ${result.email}`,
    `    password: ${result.generatedPassword}`,
    '  This password is shown only once. You will be asked to change',
    '  it in the set-up wizard after signing in.',
    '================================================================',
    '',
  ].join('\n');
  // Printed on stdout directly (not as a JSON log line) so that it stands out in the start-up log.
  process.stdout.write(`${banner}\n`);
  log.warn('administrator created with a generated password; see the banner above');
}

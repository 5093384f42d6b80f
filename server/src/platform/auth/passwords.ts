// Both libraries load on the first sign-in or password change, not at start (idle memory): the
// Argon2 one is a native module.
const argon2 = () => import('@node-rs/argon2');
const bcrypt = () => import('bcryptjs');

/**
 * New passwords are hashed with Argon2id. Hashes restored from a Mealie backup are bcrypt
 * (`$2a$`/`$2b$`/`$2y$`); they still verify, and `needsRehash` tells the caller to upgrade them.
 */
const ARGON_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = async (password: string) => (await argon2()).hash(password, ARGON_OPTIONS);

const isBcrypt = (stored: string) => /^\$2[aby]\$/.test(stored);

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  try {
    if (isBcrypt(stored)) return await (await bcrypt()).default.compare(password, stored);
    if (stored.startsWith('$argon2')) return await (await argon2()).verify(stored, password);
  } catch {
    return false;
  }
  // LDAP/OIDC placeholders and anything unknown never verify.
  return false;
}

export const needsRehash = (stored: string) => !stored.startsWith('$argon2id$');

// A real hash to verify against when the user does not exist, so both paths cost the same.
let dummyHash: Promise<string> | undefined;
export async function burnVerification(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-larder');
  await verifyPassword(password, await dummyHash);
}

import { hash, verify } from '@node-rs/argon2';

// Password hashing, the platform's (decision 0067): people hash a new person's password, auth checks logins and
// changes; neither needs the other for it.

/** OWASP's argon2id baseline (19 MiB, 2 passes): costly to guess offline, about 20 ms per login here. */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** Whether the password is the one hashed; false for a hash that cannot be read. */
export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}

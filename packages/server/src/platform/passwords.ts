import { hash, verify } from "@node-rs/argon2";

/** `ARGON2ID` (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

/** argon2id with OWASP's minimum (19 MiB, 2 passes); tests use a cheaper setting. */
export class PasswordHasher {
  private readonly options;
  private dummyHash: Promise<string> | null = null;

  constructor(fast: boolean) {
    this.options = fast
      ? { algorithm: ARGON2ID, memoryCost: 1024, timeCost: 1, parallelism: 1 }
      : { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };
  }

  hash(password: string): Promise<string> {
    return hash(password, this.options);
  }

  async verify(passwordHash: string | null, password: string): Promise<boolean> {
    // Unknown accounts still cost one verification, so timing does not reveal which exist.
    this.dummyHash ??= this.hash("not-a-real-password-0");
    const target = passwordHash ?? (await this.dummyHash);
    try {
      const ok = await verify(target, password);
      return ok && passwordHash !== null;
    } catch {
      return false;
    }
  }
}

import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** A raw AES-256 wrapping key: exactly 32 random bytes, nothing else in the file. */
export const FIELD_KEY_BYTES = 32;

/**
 * Reads the local field key (FIELD_KEY_FILE). The error names the file, never its content.
 */
export async function readFieldKeyFile(path: string): Promise<Uint8Array> {
  let key: Buffer;
  try {
    key = await readFile(path);
  } catch (error) {
    throw new Error(`The field key file ${path} cannot be read (the local stack creates it on start)`, {
      cause: error,
    });
  }
  if (key.length !== FIELD_KEY_BYTES) {
    throw new Error(`The field key file ${path} must hold exactly ${FIELD_KEY_BYTES} bytes`);
  }
  return new Uint8Array(key);
}

/**
 * Creates the local field key file (32 random bytes, mode 0600) unless it exists; an existing
 * key is kept, or every value encrypted with it would be lost. Used by the local stack on start.
 */
export async function ensureFieldKeyFile(path: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  try {
    await writeFile(path, randomBytes(FIELD_KEY_BYTES), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  await readFieldKeyFile(path);
}

import type { FieldCipher } from '../../ports/index.js';
import { lazyMethods } from './lazy-methods.js';

/*
 * Imported on first use (lazy-methods.ts): the Lambda bundle is built with code splitting
 * (infra/lib/bundling.ts), so the adapter and its library are a chunk outside the init code.
 */

/** The field cipher of this environment (crypto/field-cipher.ts: KMS or the local key file). */
export function lazyFieldCipher(config: { fieldKeyArn?: string; fieldKeyFile?: string }): FieldCipher {
  return lazyMethods<FieldCipher, keyof FieldCipher>(
    async () => (await import('../crypto/field-cipher.js')).fieldCipherFor(config),
    ['encrypt', 'decrypt'],
  );
}

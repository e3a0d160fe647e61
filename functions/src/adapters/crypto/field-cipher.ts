import {
  AlgorithmSuiteIdentifier,
  buildClient,
  CommitmentPolicy,
  type KeyringNode,
  KmsKeyringNode,
  RawAesKeyringNode,
  RawAesWrappingSuiteIdentifier,
} from '@aws-crypto/client-node';
import type { FieldCipher } from '../../ports/index.js';
import { readFieldKeyFile } from './field-key-file.js';

// Key commitment on both sides; a message with more than one data key is refused unread.
const { encrypt, decrypt } = buildClient({
  commitmentPolicy: CommitmentPolicy.REQUIRE_ENCRYPT_REQUIRE_DECRYPT,
  maxEncryptedDataKeys: 1,
});

/**
 * AES-256-GCM with key commitment, without the ECDSA signature: the same function writes and reads
 * these values, and a signature would add a public key of about 100 bytes to every field.
 */
const SUITE = AlgorithmSuiteIdentifier.ALG_AES256_GCM_IV12_TAG16_HKDF_SHA512_COMMIT_KEY;

/** Keys the SDK itself adds to a message's encryption context. */
const RESERVED_PREFIX = 'aws-crypto-';

const sameContext = (expected: Record<string, string>, found: Record<string, string>): boolean => {
  const own = Object.entries(found).filter(([k]) => !k.startsWith(RESERVED_PREFIX));
  return (
    own.length === Object.keys(expected).length &&
    own.every(([k, v]) => Object.prototype.hasOwnProperty.call(expected, k) && expected[k] === v)
  );
};

/**
 * Envelope encryption of single fields with the AWS Encryption SDK: a fresh data key per value,
 * wrapped by the keyring; the ciphertext is the SDK's message as base64 text. The encryption
 * context (e.g. the contract id and field name) is bound to the message, and decryption refuses a
 * message whose context is not exactly the one given, so a value copied to another record or field
 * does not decrypt there.
 */
export function envelopeFieldCipher(keyring: () => Promise<KeyringNode>): FieldCipher {
  let ready: Promise<KeyringNode> | undefined;
  const keyringOnce = () => {
    ready ??= keyring().catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
    return ready;
  };
  return {
    async encrypt(plaintext, context) {
      const { result } = await encrypt(await keyringOnce(), Buffer.from(plaintext, 'utf8'), {
        encryptionContext: context,
        suiteId: SUITE,
      });
      return result.toString('base64');
    },
    async decrypt(ciphertext, context) {
      const { plaintext, messageHeader } = await decrypt(
        await keyringOnce(),
        Buffer.from(ciphertext, 'base64'),
      );
      if (!sameContext(context, messageHeader.encryptionContext)) {
        throw new Error('The encrypted value belongs to another record or field');
      }
      return plaintext.toString('utf8');
    },
  };
}

/** AWS: data keys generated and unwrapped by the KMS key (FIELD_KEY_ARN). */
export const kmsFieldCipher = (keyArn: string): FieldCipher =>
  envelopeFieldCipher(async () => new KmsKeyringNode({ generatorKeyId: keyArn }));

/** A raw AES-256 wrapping key (the local stack's key file; tests). */
export const rawAesFieldCipher = (key: () => Promise<Uint8Array>): FieldCipher =>
  envelopeFieldCipher(
    async () =>
      new RawAesKeyringNode({
        keyNamespace: 'almanac-local',
        keyName: 'field-key',
        unencryptedMasterKey: await key(),
        wrappingSuite: RawAesWrappingSuiteIdentifier.AES256_GCM_IV12_TAG16_NO_PADDING,
      }),
  );

/** The local stack: the raw AES key in FIELD_KEY_FILE (read on first use). */
export const keyFileFieldCipher = (path: string): FieldCipher =>
  rawAesFieldCipher(() => readFieldKeyFile(path));

/**
 * The cipher of this environment: KMS when a key ARN is configured (AWS), else the local key file.
 * With neither, every call fails (a function that does not encrypt never calls it).
 */
export function fieldCipherFor(config: { fieldKeyArn?: string; fieldKeyFile?: string }): FieldCipher {
  if (config.fieldKeyArn) return kmsFieldCipher(config.fieldKeyArn);
  if (config.fieldKeyFile) return keyFileFieldCipher(config.fieldKeyFile);
  const missing = async (): Promise<never> => {
    throw new Error('No field key: set FIELD_KEY_ARN (AWS) or FIELD_KEY_FILE (local stack)');
  };
  return { encrypt: missing, decrypt: missing };
}

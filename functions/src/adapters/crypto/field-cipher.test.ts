import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldCipherFor, keyFileFieldCipher, rawAesFieldCipher } from './field-cipher.js';
import { ensureFieldKeyFile, readFieldKeyFile } from './field-key-file.js';

const TAX_ID = '12-3456789';
const context = { contractId: 'c-1', field: 'federalTaxId' };
const aesCipher = (key = randomBytes(32)) => rawAesFieldCipher(async () => new Uint8Array(key));

describe('field cipher (AWS Encryption SDK, raw AES keyring)', () => {
  it('decrypts what it encrypted with the same context', async () => {
    const cipher = aesCipher();
    for (const value of [TAX_ID, '', 'Zoë Ångström — 東京 🌧']) {
      expect(await cipher.decrypt(await cipher.encrypt(value, context), context)).toBe(value);
    }
  });

  it('writes base64 text that contains the plaintext in no form, different each time', async () => {
    const cipher = aesCipher();
    const a = await cipher.encrypt(TAX_ID, context);
    const b = await cipher.encrypt(TAX_ID, context);
    expect(a).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(a).not.toBe(b);
    const bytes = Buffer.from(a, 'base64');
    expect(bytes.includes(Buffer.from(TAX_ID))).toBe(false);
    expect(bytes.includes(Buffer.from('123456789'))).toBe(false);
    expect(a).not.toContain(Buffer.from(TAX_ID).toString('base64').slice(0, 8));
    expect(a).not.toContain(TAX_ID);
  });

  it('refuses to decrypt under another, a partial or a larger context', async () => {
    const cipher = aesCipher();
    const sealed = await cipher.encrypt(TAX_ID, context);
    await expect(cipher.decrypt(sealed, { ...context, contractId: 'c-2' })).rejects.toThrow(
      /another record or field/,
    );
    await expect(cipher.decrypt(sealed, { contractId: 'c-1' })).rejects.toThrow();
    await expect(cipher.decrypt(sealed, { ...context, extra: 'x' })).rejects.toThrow();
    await expect(cipher.decrypt(sealed, {})).rejects.toThrow();
  });

  it('cannot be decrypted with another key', async () => {
    const sealed = await aesCipher().encrypt(TAX_ID, context);
    await expect(aesCipher().decrypt(sealed, context)).rejects.toThrow();
  });

  it('refuses a tampered message', async () => {
    const cipher = aesCipher();
    const bytes = Buffer.from(await cipher.encrypt(TAX_ID, context), 'base64');
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 20) ^ 0x01, bytes.length - 20);
    await expect(cipher.decrypt(bytes.toString('base64'), context)).rejects.toThrow();
  });

  it('without a key ARN or key file, fails when used (never silently in clear)', async () => {
    await expect(fieldCipherFor({}).encrypt(TAX_ID, context)).rejects.toThrow(/FIELD_KEY_ARN/);
  });
});

describe('local field key file', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'field-key-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('is created once with 32 random bytes, readable by its owner only, and then kept', async () => {
    const path = join(dir, 'nested', 'field-key.bin');
    await ensureFieldKeyFile(path);
    const key = await readFile(path);
    expect(key).toHaveLength(32);
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    await ensureFieldKeyFile(path);
    expect(await readFile(path)).toEqual(key);
  });

  it('encrypts with the key file, and another key file cannot decrypt', async () => {
    const first = join(dir, 'a.bin');
    const second = join(dir, 'b.bin');
    await ensureFieldKeyFile(first);
    await ensureFieldKeyFile(second);
    const sealed = await keyFileFieldCipher(first).encrypt(TAX_ID, context);
    expect(await fieldCipherFor({ fieldKeyFile: first }).decrypt(sealed, context)).toBe(TAX_ID);
    await expect(keyFileFieldCipher(second).decrypt(sealed, context)).rejects.toThrow();
  });

  it('refuses a missing file or one of the wrong length, without showing its content', async () => {
    await expect(readFieldKeyFile(join(dir, 'none.bin'))).rejects.toThrow(/cannot be read/);
    const short = join(dir, 'short.bin');
    await writeFile(short, 'secret-material');
    const error = await readFieldKeyFile(short).catch((e: Error) => e);
    expect(String(error)).toMatch(/exactly 32 bytes/);
    expect(String(error)).not.toContain('secret-material');
    await expect(keyFileFieldCipher(short).encrypt(TAX_ID, context)).rejects.toThrow(/exactly 32 bytes/);
  });
});

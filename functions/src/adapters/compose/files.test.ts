import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../config.js';
import { ensureFieldKeyFile } from '../crypto/field-key-file.js';
import { composeFilePorts } from './files.js';
// The ports import these adapters on first use (adapters/lazy/); loading them with the test file,
// as before, keeps their module transform out of the test's own time.
import '../crypto/field-cipher.js';
import '../documents/pdf-renderer.js';
import '../s3/client.js';
import '../s3/file-store.js';

const env = (extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({
  TABLE_NAME: 'almanac-test',
  BUCKET_NAME: 'almanac-files',
  AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:4568',
  ...extra,
});

describe('composeFilePorts', () => {
  // Presigning needs credentials (any, for an emulator); the SDK reads them from the environment.
  let saved: NodeJS.ProcessEnv;
  beforeAll(() => {
    saved = { ...process.env };
    Object.assign(process.env, { AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local' });
  });
  afterAll(() => {
    process.env = saved;
  });

  it('builds the file bucket, the local key-file cipher, the PDF renderer and SHA-256 from the environment', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'compose-files-'));
    try {
      const keyFile = join(dir, 'field-key.bin');
      await ensureFieldKeyFile(keyFile);
      const vars = env({ FIELD_KEY_FILE: keyFile });
      const ports = composeFilePorts(readConfig(vars), vars);
      expect(ports.files.bucketName).toBe('almanac-files');
      const post = await ports.files.presignPost('lpc-insurance/x.pdf', {
        contentType: 'application/pdf',
        maxBytes: 10,
        expiresInSeconds: 60,
      });
      // Path-style at the configured endpoint.
      expect(post.url).toBe('http://127.0.0.1:4568/almanac-files');
      const context = { contractId: 'c-1', field: 'taxId' };
      expect(await ports.cipher.decrypt(await ports.cipher.encrypt('12-3456789', context), context)).toBe(
        '12-3456789',
      );
      expect(ports.sha256(new Uint8Array(0))).toMatch(/^e3b0c442/);
      const pdf = await ports.documents.applicationPdf({
        title: 'T',
        contractId: 'c-1',
        sections: [],
        signatures: [],
      });
      expect(Buffer.from(pdf.slice(0, 5)).toString()).toBe('%PDF-');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('reads FIELD_KEY_ARN and FIELD_KEY_FILE, and refuses to run without a bucket', () => {
    const config = readConfig(
      env({ FIELD_KEY_ARN: 'arn:aws:kms:us-east-1:111122223333:key/k', FIELD_KEY_FILE: '' }),
    );
    expect(config.fieldKeyArn).toBe('arn:aws:kms:us-east-1:111122223333:key/k');
    expect(config.fieldKeyFile).toBeUndefined();
    expect(() => composeFilePorts(readConfig(env({ BUCKET_NAME: '' })))).toThrow(/BUCKET_NAME/);
  });
});

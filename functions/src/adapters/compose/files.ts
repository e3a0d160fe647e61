import type { FunctionsConfig } from '../../config.js';
import type { Ports } from '../../ports/index.js';
import { lazyFieldCipher } from '../lazy/field-cipher.js';
import { composeDocumentPorts } from './documents.js';

export type FilePorts = Pick<Ports, 'files' | 'cipher' | 'documents' | 'sha256'>;

/**
 * Files, secrets and documents, for the composers of Lambdas that take uploads, encrypt bank or
 * tax numbers, or render and fingerprint signed documents (`contracts`): the document ports
 * (compose/documents.ts: the file bucket, the PDF renderer, SHA-256) and the field cipher
 * (FIELD_KEY_ARN in AWS, else FIELD_KEY_FILE). Nothing is read or called until used; the adapters'
 * modules are imported on their first call (adapters/lazy/).
 */
export function composeFilePorts(config: FunctionsConfig, env: NodeJS.ProcessEnv = process.env): FilePorts {
  return { ...composeDocumentPorts(config, env), cipher: lazyFieldCipher(config) };
}

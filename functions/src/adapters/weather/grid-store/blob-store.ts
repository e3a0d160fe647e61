/**
 * A mini-port for the grid store: bytes by key. Adapters: a folder on disk (local stack, CLI) and
 * S3 (AWS, and the local S3 emulator).
 */
export interface BlobStore {
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Uint8Array | null>;
  put(key: string, bytes: Uint8Array, contentType?: string): Promise<void>;
  /** Where the store is, for messages (`folder /path` or `s3://bucket/prefix`). */
  readonly description: string;
}

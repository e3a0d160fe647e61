import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

import { checkSigV4 } from './s3-sigv4.js';

/**
 * An HTTP front for s3rver that refuses what S3 refuses for a private bucket (s3rver serves
 * anonymous requests and ignores signatures and POST policies; docs/security.md#local-s3):
 * - a browser-style upload (`POST /{bucket}` with `multipart/form-data`) is buffered, its policy
 *   checked (signature, expiration, every condition, every field covered, no field given twice)
 *   and, if it passes, the exact original bytes are forwarded;
 * - a CORS preflight (OPTIONS) passes, as S3 answers it without credentials;
 * - every other request passes only when SigV4-signed by the stack's key (header or presigned
 *   URL, s3-sigv4.ts); a signed payload hash (x-amz-content-sha256) is checked against the body,
 *   buffered up to the same size as a form; then the request goes on to s3rver.
 */

/** Largest form buffered: the largest upload (10 MB) plus room for the other fields. */
export const DEFAULT_MAX_FORM_BYTES = 10 * 1024 * 1024 + 64 * 1024;

export interface PostPolicyOptions {
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** Origins the bucket's CORS allows: S3 adds CORS headers to its errors for them too. */
  allowedOrigins: readonly string[];
  maxFormBytes?: number;
  now?: () => Date;
}

export interface PolicyFailure {
  status: 400 | 403;
  code: string;
  message: string;
}

/** Fields S3 never asks a condition for (the others must each be covered by one). */
const exempt = (name: string) =>
  name === 'file' ||
  name === 'policy' ||
  name === 'x-amz-signature' ||
  name === 'x-amz-credential' ||
  name === 'x-amz-algorithm' ||
  name === 'x-amz-date' ||
  name.startsWith('x-ignore-');

const denied = (message: string): PolicyFailure => ({ status: 403, code: 'AccessDenied', message });
const conditionFailed = (condition: unknown) =>
  denied(`Invalid according to Policy: Policy Condition failed: ${JSON.stringify(condition)}`);

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/**
 * Check a POST form (field names lower-cased, fields after `file` already dropped) the way S3
 * does; undefined when S3 would accept it.
 */
export function checkPostPolicy(
  bucket: string,
  fields: ReadonlyMap<string, string>,
  fileSize: number | undefined,
  options: Pick<PostPolicyOptions, 'credentials' | 'now'>,
): PolicyFailure | undefined {
  const policyB64 = fields.get('policy');
  if (policyB64 === undefined) return denied('Access Denied');
  if (fileSize === undefined) {
    return {
      status: 400,
      code: 'InvalidArgument',
      message: 'POST requires exactly one file upload per request.',
    };
  }

  // SigV4: the signature is the HMAC of the base64 policy with the credential scope's key.
  const credential = fields.get('x-amz-credential') ?? '';
  const [accessKeyId, date, region, service, terminator, ...rest] = credential.split('/');
  if (fields.get('x-amz-algorithm') !== 'AWS4-HMAC-SHA256' || rest.length || terminator !== 'aws4_request') {
    return { status: 400, code: 'InvalidArgument', message: 'Invalid X-Amz-Credential or X-Amz-Algorithm' };
  }
  if (accessKeyId !== options.credentials.accessKeyId) {
    return {
      status: 403,
      code: 'InvalidAccessKeyId',
      message: 'The AWS Access Key Id you provided does not exist in our records.',
    };
  }
  const signingKey = [date!, region!, service!, 'aws4_request'].reduce<Buffer>(
    (key, part) => hmac(key, part),
    Buffer.from(`AWS4${options.credentials.secretAccessKey}`),
  );
  const expected = hmac(signingKey, policyB64);
  const given = Buffer.from(fields.get('x-amz-signature') ?? '', 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return {
      status: 403,
      code: 'SignatureDoesNotMatch',
      message: 'The request signature we calculated does not match the signature you provided.',
    };
  }

  let policy: { expiration?: unknown; conditions?: unknown };
  try {
    policy = JSON.parse(Buffer.from(policyB64, 'base64').toString('utf8')) as typeof policy;
  } catch {
    return { status: 400, code: 'InvalidPolicyDocument', message: 'Invalid Policy: Invalid JSON.' };
  }
  const expiration = typeof policy.expiration === 'string' ? Date.parse(policy.expiration) : NaN;
  if (Number.isNaN(expiration) || !Array.isArray(policy.conditions)) {
    return {
      status: 400,
      code: 'InvalidPolicyDocument',
      message: 'Invalid Policy: Invalid expiration or conditions.',
    };
  }
  if (expiration <= (options.now?.() ?? new Date()).getTime()) {
    return denied('Invalid according to Policy: Policy expired.');
  }

  const valueOf = (name: string) => (name === 'bucket' ? bucket : fields.get(name));
  const covered = new Set<string>();
  for (const condition of policy.conditions as unknown[]) {
    if (Array.isArray(condition)) {
      const [op, target, value] = condition as unknown[];
      if (typeof op === 'string' && op.toLowerCase() === 'content-length-range') {
        const [min, max] = [Number(target), Number(value)];
        if (fileSize > max) {
          return {
            status: 400,
            code: 'EntityTooLarge',
            message: 'Your proposed upload exceeds the maximum allowed size',
          };
        }
        if (fileSize < min) {
          return {
            status: 400,
            code: 'EntityTooSmall',
            message: 'Your proposed upload is smaller than the minimum allowed size',
          };
        }
        continue;
      }
      if (typeof target !== 'string' || !target.startsWith('$') || typeof value !== 'string') {
        return {
          status: 400,
          code: 'InvalidPolicyDocument',
          message: `Invalid Policy: Invalid condition ${JSON.stringify(condition)}`,
        };
      }
      const name = target.slice(1).toLowerCase();
      covered.add(name);
      const actual = valueOf(name);
      const ok =
        op === 'eq' ? actual === value : op === 'starts-with' ? (actual ?? '').startsWith(value) : undefined;
      if (ok === undefined) {
        return {
          status: 400,
          code: 'InvalidPolicyDocument',
          message: `Invalid Policy: Unknown condition ${JSON.stringify(op)}`,
        };
      }
      if (!ok) return conditionFailed(condition);
    } else if (condition && typeof condition === 'object') {
      for (const [key, value] of Object.entries(condition)) {
        const name = key.toLowerCase();
        covered.add(name);
        if (valueOf(name) !== value) return conditionFailed(['eq', `$${key}`, value]);
      }
    } else {
      return { status: 400, code: 'InvalidPolicyDocument', message: 'Invalid Policy: Invalid condition.' };
    }
  }
  for (const name of fields.keys()) {
    if (!exempt(name) && !covered.has(name)) {
      return denied(`Invalid according to Policy: Extra input fields: ${name}`);
    }
  }
  return undefined;
}

/** The form fields (lower-cased names, up to the file) and the file's size, from a buffered body. */
export function parseMultipart(
  body: Buffer,
  contentType: string,
): { fields: Map<string, string>; fileSize: number | undefined; duplicate?: string } | undefined {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) return undefined;
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  // The first delimiter may start the body (no CRLF before it).
  const data = Buffer.concat([Buffer.from('\r\n'), body]);
  const fields = new Map<string, string>();
  let duplicate: string | undefined;
  let at = data.indexOf(delimiter);
  if (at < 0) return undefined;
  for (;;) {
    const start = at + delimiter.length;
    if (data.subarray(start, start + 2).toString() === '--') {
      return { fields, fileSize: undefined, duplicate };
    }
    const next = data.indexOf(delimiter, start);
    if (next < 0) return undefined;
    const part = data.subarray(start + 2, next); // after the CRLF ending the delimiter line
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd < 0) return undefined;
    const headers = part.subarray(0, headerEnd).toString('utf8');
    const content = part.subarray(headerEnd + 4);
    const name = /content-disposition:[^\r\n]*;\s*name="([^"]*)"/i.exec(headers)?.[1];
    if (name === undefined) return undefined;
    const lower = name.toLowerCase();
    // S3 ignores every field after the file.
    if (lower === 'file') return { fields, fileSize: content.length, duplicate };
    // A field given twice (in any letter case) is refused: the policy would be checked against
    // one value and s3rver would store under the other (another agency's folder, for `key`).
    if (fields.has(lower)) duplicate ??= lower;
    else fields.set(lower, content.toString('utf8'));
    at = next;
  }
}

function s3Error(
  req: IncomingMessage,
  res: ServerResponse,
  failure: PolicyFailure,
  allowedOrigins: readonly string[],
) {
  const origin = req.headers.origin;
  const cors: Record<string, string> =
    origin && allowedOrigins.includes(origin)
      ? {
          'Access-Control-Allow-Origin': origin,
          'Access-Control-Allow-Methods': 'GET, PUT, POST, HEAD',
          'Access-Control-Expose-Headers': 'ETag',
          Vary: 'Origin',
        }
      : {};
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const body =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Error><Code>${failure.code}</Code><Message>${escape(failure.message)}</Message>` +
    `<RequestId>local</RequestId></Error>`;
  res.writeHead(failure.status, {
    ...cors,
    'Content-Type': 'application/xml',
    'Content-Length': Buffer.byteLength(body),
    Connection: 'close',
  });
  res.end(body);
}

const SHA256_HEX = /^[0-9a-f]{64}$/;
const payloadMismatch: PolicyFailure = {
  status: 400,
  code: 'XAmzContentSHA256Mismatch',
  message: "The provided 'x-amz-content-sha256' header does not match what was computed.",
};

/** The whole body (undefined past `max` bytes: the rest is read and dropped). */
function readBody(req: IncomingMessage, max: number, done: (body: Buffer | undefined) => void) {
  const chunks: Buffer[] = [];
  let size = 0;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size <= max) chunks.push(chunk);
  });
  req.on('end', () => done(size > max ? undefined : Buffer.concat(chunks)));
  req.resume();
}

/** `POST /{bucket}` or `/{bucket}/` (no key, any query), as a browser form upload is sent. */
const formPostBucket = (req: IncomingMessage): string | undefined => {
  if (req.method !== 'POST') return undefined;
  if (!/^multipart\/form-data/i.test(req.headers['content-type'] ?? '')) return undefined;
  const path = (req.url ?? '').split('?')[0]!;
  return /^\/([^/]+)\/?$/.exec(path)?.[1];
};

/** The front: listens where S3 is expected, forwards to s3rver at `target` (host:port). */
export function createS3PolicyFront(
  target: { host: string; port: number },
  options: PostPolicyOptions,
): Server {
  const maxFormBytes = options.maxFormBytes ?? DEFAULT_MAX_FORM_BYTES;

  const forward = (req: IncomingMessage, res: ServerResponse, body?: Buffer) => {
    const upstream = request(
      { host: target.host, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    if (body) upstream.end(body);
    else req.pipe(upstream);
  };

  return createServer((req, res) => {
    // A client that goes away mid-request: drop the exchange (and the upstream one with it).
    req.on('error', () => res.destroy());
    const tooLarge = () =>
      s3Error(
        req,
        res,
        {
          status: 400,
          code: 'EntityTooLarge',
          message: 'Your proposed upload exceeds the maximum allowed size',
        },
        options.allowedOrigins,
      );
    const bucket = formPostBucket(req);
    if (bucket === undefined) {
      if (req.method === 'OPTIONS') return forward(req, res);
      // Hold the body until the signature is checked (resumed by the pipe to s3rver).
      req.pause();
      void checkSigV4(req, options).then(
        (failure) => {
          if (failure) {
            req.resume(); // drop the body so the client reads the answer
            return s3Error(req, res, failure, options.allowedOrigins);
          }
          const declared = req.headers['x-amz-content-sha256'];
          if (typeof declared !== 'string' || !SHA256_HEX.test(declared)) return forward(req, res);
          // A signed payload hash: the body must be the one signed (S3 checks it too).
          readBody(req, maxFormBytes, (body) => {
            if (!body) return tooLarge();
            if (createHash('sha256').update(body).digest('hex') !== declared) {
              return s3Error(req, res, payloadMismatch, options.allowedOrigins);
            }
            forward(req, res, body);
          });
        },
        () =>
          s3Error(
            req,
            res,
            { status: 403, code: 'AccessDenied', message: 'Access Denied' },
            options.allowedOrigins,
          ),
      );
      return;
    }

    const declared = Number(req.headers['content-length'] ?? NaN);
    if (declared > maxFormBytes) {
      // Read (and drop) the rest so the client sees the answer, not a reset connection.
      req.resume();
      req.on('end', tooLarge);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxFormBytes) over = true;
      else chunks.push(chunk);
    });
    req.on('end', () => {
      if (over) return tooLarge();
      const body = Buffer.concat(chunks);
      const form = parseMultipart(body, req.headers['content-type'] ?? '');
      const failure: PolicyFailure | undefined = form
        ? form.duplicate !== undefined
          ? {
              status: 400,
              code: 'InvalidArgument',
              message: `POST form fields must be unique: ${form.duplicate}`,
            }
          : checkPostPolicy(bucket, form.fields, form.fileSize, options)
        : {
            status: 400,
            code: 'MalformedPOSTRequest',
            message: 'The body of your POST request is not well-formed multipart/form-data.',
          };
      if (failure) return s3Error(req, res, failure, options.allowedOrigins);
      forward(req, res, body);
    });
  });
}

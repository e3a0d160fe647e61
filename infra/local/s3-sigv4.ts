import { createHash, createHmac, timingSafeEqual, type Hash, type Hmac } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { ALGORITHM_IDENTIFIER, getCanonicalHeaders, SignatureV4 } from '@smithy/signature-v4';

/**
 * SigV4 verification for the local S3 front (s3-post-policy.ts): S3 serves a private bucket only
 * to requests signed by a known key, in the `Authorization` header or as a presigned URL's query.
 * The signature is recomputed with the AWS SDK's own signer (@smithy/signature-v4) over the
 * request as it arrived; s3rver alone serves anonymous requests and ignores signatures.
 */

export interface SigV4Failure {
  status: 400 | 403;
  code: string;
  message: string;
}

export interface SigV4Options {
  credentials: { accessKeyId: string; secretAccessKey: string };
  now?: () => Date;
}

type HeaderBag = Record<string, string>;
type HttpRequest = Parameters<SignatureV4['presign']>[0];
type SourceData = string | ArrayBuffer | ArrayBufferView;

/** Longest a presigned URL may live (7 days), and the clock skew S3 allows a signed header (15 min). */
const MAX_PRESIGNED_SECONDS = 7 * 24 * 3600;
const MAX_SKEW_MS = 15 * 60 * 1000;

/** node:crypto as the signer's hash (an HMAC when given a key). */
export class NodeSha256 {
  private readonly hash: Hash | Hmac;
  constructor(secret?: SourceData) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', toBuffer(secret));
  }
  update(data: SourceData) {
    this.hash.update(toBuffer(data));
  }
  digest() {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }
}
const toBuffer = (data: SourceData) =>
  typeof data === 'string'
    ? Buffer.from(data, 'utf8')
    : ArrayBuffer.isView(data)
      ? Buffer.from(data.buffer, data.byteOffset, data.byteLength)
      : Buffer.from(data);

/** The SDK's signer, opened up to sign a canonical request built from what arrived. */
class RecomputingSigner extends SignatureV4 {
  constructor(credentials: SigV4Options['credentials']) {
    // S3 signs the path as sent (no second escaping).
    super({ credentials, region: 'us-east-1', service: 's3', sha256: NodeSha256, uriEscapePath: false });
  }

  async signatureOf(
    request: HttpRequest,
    signedHeaders: HeaderBag,
    payloadHash: string,
    scope: Scope,
  ): Promise<string> {
    const names = new Set(Object.keys(signedHeaders));
    const canonicalHeaders = getCanonicalHeaders({ ...request, headers: signedHeaders }, undefined, names);
    const canonicalRequest = this.createCanonicalRequest(request, canonicalHeaders, payloadHash);
    const stringToSign = await this.createStringToSign(
      scope.longDate,
      `${scope.date}/${scope.region}/${scope.service}/aws4_request`,
      canonicalRequest,
      ALGORITHM_IDENTIFIER,
    );
    return this.sign(stringToSign, {
      signingDate: scope.signingDate,
      signingRegion: scope.region,
      signingService: scope.service,
    });
  }
}

interface Scope {
  accessKeyId: string;
  date: string;
  region: string;
  service: string;
  longDate: string;
  signingDate: Date;
}

const denied = (message = 'Access Denied'): SigV4Failure => ({ status: 403, code: 'AccessDenied', message });
const malformed = (message: string): SigV4Failure => ({
  status: 400,
  code: 'AuthorizationHeaderMalformed',
  message,
});
const mismatch: SigV4Failure = {
  status: 403,
  code: 'SignatureDoesNotMatch',
  message: 'The request signature we calculated does not match the signature you provided.',
};

/** `20261129T054341Z` as a Date (undefined when it is not one). */
function parseLongDate(value: string | undefined): Date | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? '');
  if (!m) return undefined;
  const date = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** `AKID/20261129/us-east-1/s3/aws4_request` checked against the key and the request's date. */
function parseScope(
  credential: string,
  longDate: string | undefined,
  options: SigV4Options,
): Scope | SigV4Failure {
  const signingDate = parseLongDate(longDate);
  if (!signingDate) return denied("X-Amz-Date must be in the ISO8601 Long Format \"yyyyMMdd'T'HHmmss'Z'\"");
  const [accessKeyId, date, region, service, terminator, ...rest] = credential.split('/');
  if (!accessKeyId || !date || !region || service !== 's3' || terminator !== 'aws4_request' || rest.length) {
    return malformed('The authorization header is malformed; the Credential is mal-formed.');
  }
  if (date !== longDate!.slice(0, 8)) {
    return malformed('The authorization header is malformed; Invalid credential date.');
  }
  if (accessKeyId !== options.credentials.accessKeyId) {
    return {
      status: 403,
      code: 'InvalidAccessKeyId',
      message: 'The AWS Access Key Id you provided does not exist in our records.',
    };
  }
  return { accessKeyId, date, region, service, longDate: longDate!, signingDate };
}

/** The query as the signer takes it: decoded names and values, repeated names as lists. */
function parseQuery(raw: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  if (!raw) return query;
  for (const pair of raw.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const decode = (s: string) => decodeURIComponent(s.replace(/\+/g, '%20'));
    const name = decode(eq < 0 ? pair : pair.slice(0, eq));
    const value = eq < 0 ? '' : decode(pair.slice(eq + 1));
    const prior = query[name];
    query[name] = prior === undefined ? value : Array.isArray(prior) ? [...prior, value] : [prior, value];
  }
  return query;
}

/** The request's headers named in SignedHeaders (every one must be present; host always is). */
function pickSignedHeaders(
  req: IncomingMessage,
  list: string,
): { headers: HeaderBag } | { failure: SigV4Failure } {
  const names = list.split(';');
  if (!names.includes('host')) return { failure: malformed('The host header must be signed.') };
  const headers: HeaderBag = {};
  for (const name of names) {
    const value = req.headers[name];
    if (value === undefined) return { failure: mismatch };
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  return { headers };
}

const sameHex = (given: string, expected: string) => {
  const a = Buffer.from(given, 'hex');
  const b = Buffer.from(expected, 'hex');
  return /^[0-9a-f]{64}$/.test(given) && a.length === b.length && timingSafeEqual(a, b);
};

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^,\s]+),\s*SignedHeaders=([^,\s]+),\s*Signature=([0-9a-f]+)$/;
const PRESIGN_PARAMS = [
  'X-Amz-Algorithm',
  'X-Amz-Credential',
  'X-Amz-Date',
  'X-Amz-Expires',
  'X-Amz-SignedHeaders',
  'X-Amz-Signature',
];

/**
 * Check a request's SigV4 signature (header or presigned query) the way S3 does; undefined when it
 * is signed by the known key, within its time, over this method, path, query and signed headers.
 * The canonical request carries the x-amz-content-sha256 the signer declared; the front checks the
 * body against it (docs/security.md#local-s3).
 */
export async function checkSigV4(
  req: IncomingMessage,
  options: SigV4Options,
): Promise<SigV4Failure | undefined> {
  const now = (options.now?.() ?? new Date()).getTime();
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  let query: Record<string, string | string[]>;
  try {
    query = parseQuery(q < 0 ? '' : url.slice(q + 1));
  } catch {
    return { status: 400, code: 'InvalidArgument', message: 'The query string is malformed.' };
  }
  const signer = new RecomputingSigner(options.credentials);
  const authorization = req.headers.authorization;
  const single = (name: string) => (typeof query[name] === 'string' ? query[name] : undefined);

  if (authorization !== undefined) {
    const match = AUTHORIZATION.exec(authorization.trim());
    if (!match) return malformed('The authorization header is malformed.');
    const [, credential, signedHeaderList, signature] = match;
    const amzDate = req.headers['x-amz-date'];
    const scope = parseScope(credential!, typeof amzDate === 'string' ? amzDate : undefined, options);
    if ('status' in scope) return scope;
    if (Math.abs(scope.signingDate.getTime() - now) > MAX_SKEW_MS) {
      return {
        status: 403,
        code: 'RequestTimeTooSkewed',
        message: 'The difference between the request time and the current time is too large.',
      };
    }
    const payloadHash = req.headers['x-amz-content-sha256'];
    if (typeof payloadHash !== 'string' || !payloadHash) {
      return {
        status: 400,
        code: 'InvalidRequest',
        message: 'Missing required header for this request: x-amz-content-sha256',
      };
    }
    const picked = pickSignedHeaders(req, signedHeaderList!);
    if ('failure' in picked) return picked.failure;
    const { headers } = picked;
    const request = { method: req.method ?? 'GET', protocol: 'http:', hostname: '', path, query, headers };
    const expected = await signer.signatureOf(request, headers, payloadHash, scope);
    return sameHex(signature!, expected) ? undefined : mismatch;
  }

  if (single('X-Amz-Signature') !== undefined || single('X-Amz-Credential') !== undefined) {
    if (PRESIGN_PARAMS.some((name) => single(name) === undefined)) {
      return {
        status: 400,
        code: 'AuthorizationQueryParametersError',
        message: `Query-string authentication version 4 requires the ${PRESIGN_PARAMS.join(', ')} parameters.`,
      };
    }
    if (single('X-Amz-Algorithm') !== ALGORITHM_IDENTIFIER) {
      return {
        status: 400,
        code: 'AuthorizationQueryParametersError',
        message: 'X-Amz-Algorithm only supports "AWS4-HMAC-SHA256"',
      };
    }
    const scope = parseScope(single('X-Amz-Credential')!, single('X-Amz-Date'), options);
    if ('status' in scope) return scope;
    const expires = Number(single('X-Amz-Expires'));
    if (!Number.isInteger(expires) || expires < 0 || expires > MAX_PRESIGNED_SECONDS) {
      return {
        status: 400,
        code: 'AuthorizationQueryParametersError',
        message: 'X-Amz-Expires must be a whole number of seconds from 0 to 604800.',
      };
    }
    if (now > scope.signingDate.getTime() + expires * 1000) return denied('Request has expired');
    if (scope.signingDate.getTime() - now > MAX_SKEW_MS) return denied('Request is not valid yet');
    const picked = pickSignedHeaders(req, single('X-Amz-SignedHeaders')!);
    if ('failure' in picked) return picked.failure;
    const { headers } = picked;
    const request = { method: req.method ?? 'GET', protocol: 'http:', hostname: '', path, query, headers };
    // A presigned URL signs no payload (S3 reads it as UNSIGNED-PAYLOAD).
    const expected = await signer.signatureOf(request, headers, 'UNSIGNED-PAYLOAD', scope);
    return sameHex(single('X-Amz-Signature')!, expected) ? undefined : mismatch;
  }

  return denied();
}

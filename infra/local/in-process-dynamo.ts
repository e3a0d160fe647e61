import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DynamoTransport } from '@almanac/functions/adapters/dynamodb/client';

/** dynalite's request listener: what its HTTP server calls for each request. */
export type DynaliteListener = (req: IncomingMessage, res: ServerResponse) => void;

/** The parts of the SDK's HttpRequest this transport reads. */
interface SignedRequest {
  method: string;
  path: string;
  query?: Record<string, string | string[] | null>;
  headers: Record<string, string>;
  body?: unknown;
}

const queryStringOf = (query: SignedRequest['query'] = {}) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, v ?? '');
  const text = params.toString();
  return text ? `?${text}` : '';
};

const bodyOf = (body: unknown): Buffer | undefined => {
  if (body === undefined || body === null || body === '') return undefined;
  if (typeof body === 'string') return Buffer.from(body, 'utf8');
  if (body instanceof Uint8Array) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  throw new Error('in-process DynamoDB: a streamed request body is not supported');
};

/**
 * A DynamoDB transport for the local stack's own process (docs/architecture.md, "Performance
 * (issue 28)"): the SDK still builds, serialises and signs every request and parses every answer
 * (its retries and errors included); only the socket is gone. The signed request is handed to
 * dynalite's request listener as the HTTP server would (method, URL, lower-case headers, the body
 * as data events) and its answer (status, headers, body) comes back as the SDK's HttpResponse.
 */
export function inProcessDynamoTransport(listener: DynaliteListener) {
  const handle = (request: SignedRequest, options?: { abortSignal?: { aborted?: boolean } }) =>
    new Promise<{ response: { statusCode: number; headers: Record<string, string>; body: Buffer } }>(
      (resolve, reject) => {
        if (options?.abortSignal?.aborted) {
          const error = new Error('Request aborted');
          error.name = 'AbortError';
          return reject(error);
        }
        const headers: Record<string, string> = {};
        for (const [key, value] of Object.entries(request.headers)) headers[key.toLowerCase()] = value;
        const body = bodyOf(request.body);
        const req = Object.assign(new EventEmitter(), {
          method: request.method,
          url: `${request.path}${queryStringOf(request.query)}`,
          headers,
        });
        const responseHeaders: Record<string, string> = {};
        const res = {
          statusCode: 200,
          setHeader(name: string, value: string | number) {
            responseHeaders[name.toLowerCase()] = String(value);
          },
          end(chunk?: string | Buffer) {
            const out = chunk === undefined ? Buffer.alloc(0) : Buffer.from(chunk);
            resolve({ response: { statusCode: res.statusCode, headers: responseHeaders, body: out } });
          },
        };
        try {
          listener(req as unknown as IncomingMessage, res as unknown as ServerResponse);
          if (body) req.emit('data', body);
          req.emit('end');
        } catch (error) {
          reject(error as Error);
        }
      },
    );
  const transport = {
    handle,
    updateHttpClientConfig: () => undefined,
    httpHandlerConfigs: () => ({}),
    destroy: () => undefined,
  };
  return transport as unknown as DynamoTransport;
}

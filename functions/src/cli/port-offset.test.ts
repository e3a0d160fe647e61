import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { runDataCli } from './data.js';
import { main as jobs } from './jobs.js';
import {
  LOCAL_PORTS,
  localStack,
  MAX_PORT_OFFSET,
  parsePortOffset,
  portOffsetError,
} from './local-defaults.js';
import { main as ops } from './ops.js';

/**
 * `npm start -- --port-offset N` moves the local stack; `npm run jobs`, `ops` and `data -- update`
 * with the same `--port-offset N` must talk to that stack (issue 27: `jobs -- settle` ignored it
 * and hit ECONNREFUSED). A fake AWS endpoint on a free port P stands in for the moved stack: the
 * offset is P minus the service's default port, and the test checks the command called P.
 */
describe('--port-offset', () => {
  let server: Server;
  let port: number;
  const calls: string[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      calls.push(String(req.headers['x-amz-target'] ?? `${req.method} ${req.url}`));
      req.resume();
      req.on('end', () => {
        // A non-retryable refusal, so each command fails at once after its first call.
        res.writeHead(400, { 'content-type': 'application/x-amz-json-1.0' });
        res.end(
          JSON.stringify({
            __type: 'com.amazonaws.dynamodb.v20120810#ValidationException',
            message: 'fake stack',
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  afterEach(() => {
    calls.length = 0;
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  /** No stage resources in the environment: the CLIs fall back to the local stack. */
  const localOnlyEnv = () => {
    for (const name of [
      'TABLE_NAME',
      'MAIL_QUEUE_URL',
      'AWS_ENDPOINT_URL_DYNAMODB',
      'AWS_ENDPOINT_URL_SQS',
      'AWS_ACCESS_KEY_ID',
      'AWS_SECRET_ACCESS_KEY',
      'AWS_SESSION_TOKEN',
      'AWS_PROFILE',
      'GRID_BUCKET',
      'GRID_DIR',
      'WEB_URL',
      'STAGE',
    ])
      vi.stubEnv(name, undefined);
  };
  const quiet = () => {
    const errors: string[] = [];
    const logs: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void errors.push(a.join(' ')));
    vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void logs.push(a.join(' ')));
    return { errors, logs };
  };

  it('one rule: a whole number from 0 that keeps every port valid', () => {
    expect(parsePortOffset(undefined)).toBe(0);
    expect(parsePortOffset('260')).toBe(260);
    expect(parsePortOffset(String(MAX_PORT_OFFSET))).toBe(MAX_PORT_OFFSET);
    for (const bad of ['', 'abc', '-1', '1.5', String(MAX_PORT_OFFSET + 1)])
      expect(parsePortOffset(bad)).toBeNull();
    expect(localStack(260)).toMatchObject({
      dynamodb: `http://localhost:${LOCAL_PORTS.dynamodb + 260}`,
      sqs: `http://localhost:${LOCAL_PORTS.sqs + 260}`,
      web: `http://localhost:${LOCAL_PORTS.web + 260}`,
    });
  });

  it('npm run jobs -- settle --port-offset N calls the moved stack', async () => {
    localOnlyEnv();
    quiet();
    const offset = port - LOCAL_PORTS.sqs;
    await expect(jobs(['settle', '--port-offset', String(offset)], process.env)).rejects.toThrow();
    expect(calls).toContain('AmazonSQS.GetQueueUrl');
  });

  it('npm run jobs refuses a bad offset and prints its usage with --help', async () => {
    const { errors, logs } = quiet();
    expect(await jobs(['daily', '--port-offset', 'abc'], {})).toBe(2);
    expect(errors).toContain(portOffsetError('abc'));
    expect(await jobs(['--help'], {})).toBe(0);
    expect(logs.join('\n')).toContain('--port-offset N');
  });

  it('npm run ops -- logout-everywhere --port-offset N calls the moved stack', async () => {
    quiet();
    const offset = port - LOCAL_PORTS.dynamodb;
    await expect(
      ops(['logout-everywhere', 'a@example.com', '--port-offset', String(offset)], {}),
    ).rejects.toThrow(/fake stack/);
    expect(calls[0]).toMatch(/^DynamoDB_20120810\./);
    expect(await ops(['backfill-exposure', '--port-offset', 'x'], {})).toBe(2);
    expect(await ops(['backfill-policy-index', '--port-offset', 'x'], {})).toBe(2);
  });

  it('npm run data -- update --port-offset N records runs in the moved stack', async () => {
    const lines: string[] = [];
    const err = { isTTY: false, write: () => true } as unknown as NodeJS.WritableStream;
    const offset = port - LOCAL_PORTS.dynamodb;
    await runDataCli(
      [
        'update',
        '--port-offset',
        String(offset),
        '--base-url',
        `http://127.0.0.1:${port}`,
        '--grid-dir',
        '/nonexistent-grid',
      ],
      { out: (l) => lines.push(l), err, env: {} },
    ).catch(() => 1);
    expect(calls[0]).toBe('DynamoDB_20120810.Query');
  });
});

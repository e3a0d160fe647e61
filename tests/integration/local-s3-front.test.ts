/**
 * The local stack's S3 endpoint refuses what S3 refuses (issue 26 item 8,
 * docs/security.md#local-s3): unsigned reads, writes and listings, a tampered presigned link, and a
 * presigned POST naming `key` twice (which wrote into another agency's folder). The stack's own
 * calls (the functions' S3 adapter, its presigned links and POSTs) keep working.
 */
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { expectData, send, uniqueEmail } from './support/api.js';
import {
  bindingAgent,
  CREATE_APPLICATION,
  GET_SIGNED_URL,
  postUpload,
  UPDATE_APPLICATION,
  UPLOAD_FILE,
} from './support/applications.js';
import { addClient, priceHpc, saveQuote } from './support/quoter.js';

type Agent = Awaited<ReturnType<typeof bindingAgent>>;
const pdf = '%PDF-1.4\n%%EOF\n';
let agent: Agent;
let outsider: Agent;
let s3: S3Client;

async function application(who: Agent) {
  const client = await addClient(who.token, {
    firstName: 'Dana',
    lastName: 'Reyes',
    email: uniqueEmail('c'),
  });
  const [priced] = await priceHpc(who.token);
  const quote = (
    await saveQuote('saveLPCInsuranceQuote', { quote: priced!.id, client: client._id }, who.token)
  ).id;
  return expectData(await send(CREATE_APPLICATION, { client: client._id, quote }, { token: who.token }))
    .createInsuranceApplication.id;
}
const folderOf = (contract: string) => `lpc-insurance/contracts/${contract}/diligent-effort`;
const presign = async (who: Agent, contract: string) =>
  expectData(
    await send(
      UPLOAD_FILE,
      {
        input: {
          folder: folderOf(contract),
          fileName: 'form.pdf',
          contentType: 'application/pdf',
          size: 100,
        },
      },
      { token: who.token },
    ),
  ).uploadFile;
/** The bucket URL and the object key a presigned POST names. */
const targetOf = (post: Awaited<ReturnType<typeof presign>>) => ({
  bucketUrl: post.url,
  bucket: new URL(post.url).pathname.slice(1),
  key: post.fields.find((f) => f.name === 'key')!.value,
});
/** Whether anything is stored under the prefix (asked with the stack's own credentials). */
const storedUnder = async (bucket: string, prefix: string) =>
  (await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }))).KeyCount ?? 0;
const code = async (res: Response) => /<Code>([^<]+)<\/Code>/.exec(await res.text())?.[1];

beforeAll(async () => {
  [agent, outsider] = await Promise.all([bindingAgent(), bindingAgent()]);
  s3 = new S3Client({
    region: 'us-east-1',
    endpoint: inject('stack').endpoints.s3,
    forcePathStyle: true,
    // The stack's credentials (infra/local/emulators.ts localCredentials), as its functions use.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
});
afterAll(() => s3?.destroy());

describe('the local S3 endpoint', () => {
  let mine: string;
  let theirs: string;
  let upload: Awaited<ReturnType<typeof presign>>;
  beforeAll(async () => {
    [mine, theirs] = await Promise.all([application(agent), application(outsider)]);
    upload = await presign(agent, mine);
    await postUpload(upload, pdf);
    // Referred to by the application, the upload gets a download link (getSignedUrl).
    expectData(
      await send(
        UPDATE_APPLICATION,
        {
          contract: mine,
          input: { diligentSearchUpload: { acknowledgment: 'DILIGENT_EFFORT', fileId: upload.uploadId } },
        },
        { token: agent.token },
      ),
    );
  });

  it("refuses an unsigned GET of a stored upload, an unsigned listing of the bucket or another agency's folder", async () => {
    const { bucketUrl, key } = targetOf(upload);
    for (const url of [
      `${bucketUrl}/${key}`,
      bucketUrl,
      `${bucketUrl}?list-type=2&prefix=${encodeURIComponent(folderOf(theirs))}`,
    ]) {
      const res = await fetch(url);
      expect(res.status, url).toBe(403);
      expect(await code(res)).toBe('AccessDenied');
    }
  });

  it("refuses an unsigned PUT into another agency's folder: nothing is stored", async () => {
    const { bucketUrl, bucket } = targetOf(upload);
    const res = await fetch(`${bucketUrl}/${folderOf(theirs)}/planted.pdf`, { method: 'PUT', body: pdf });
    expect(res.status).toBe(403);
    expect(await code(res)).toBe('AccessDenied');
    expect(await storedUnder(bucket, folderOf(theirs))).toBe(0);
  });

  it('serves the presigned download link the API gives, and refuses it with a changed signature or key', async () => {
    const url = expectData(
      await send(GET_SIGNED_URL, { file: upload.uploadId }, { token: agent.token }),
    ).getSignedUrl;
    const ok = await fetch(url);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe(pdf);

    const tampered = new URL(url);
    const signature = tampered.searchParams.get('X-Amz-Signature')!;
    tampered.searchParams.set(
      'X-Amz-Signature',
      `${signature.slice(0, -1)}${signature.endsWith('a') ? 'b' : 'a'}`,
    );
    const refused = await fetch(tampered);
    expect(refused.status).toBe(403);
    expect(await code(refused)).toBe('SignatureDoesNotMatch');

    const elsewhere = new URL(url);
    elsewhere.pathname = elsewhere.pathname.replace(mine, theirs);
    const moved = await fetch(elsewhere);
    expect(moved.status).toBe(403);
    expect(await code(moved)).toBe('SignatureDoesNotMatch');
  });

  it("refuses a presigned POST with a second key field (into another agency's folder): nothing is stored", async () => {
    const post = await presign(agent, mine);
    const { bucket, key } = targetOf(post);
    const planted = `${folderOf(theirs)}/planted.pdf`;
    const form = new FormData();
    for (const f of post.fields) form.append(f.name, f.value);
    form.append('key', planted);
    form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'form.pdf');
    const res = await fetch(post.url, { method: 'POST', body: form });
    expect(res.status).toBe(400);
    expect(await code(res)).toBe('InvalidArgument');
    expect(await storedUnder(bucket, folderOf(theirs))).toBe(0);
    expect(await storedUnder(bucket, key)).toBe(0);
    // The same form without the second key is accepted (the policy itself was fine).
    await postUpload(post, pdf);
    expect(await storedUnder(bucket, key)).toBe(1);
  });
});

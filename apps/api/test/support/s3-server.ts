// A local S3-compatible server for the tests (@20minutes/s3rver 4.0.4, in-process, random port, temp
// directory). The bucket is made through its configureBuckets option. s3rver signs bucket-level paths without
// the trailing slash the SDK signs (/bucket/?list-type=2), so CreateBucket and ListObjectsV2 fail its check:
// signatures are not enforced here (the access key still must be s3rver's). The AWS SDK finds that key pair in
// the environment, as production finds real ones.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../src/config.js';

export const TEST_BUCKET = 'portal-test-uploads';

export interface TestS3Server {
  endpoint: string;
  /** STORAGE=s3 settings for createTestApp's env. */
  env: Record<string, string>;
  config(prefix?: string): S3Config;
  /** Every object key in the bucket, whatever its shape, sorted: what a leak would leave. */
  objectKeys(): Promise<string[]>;
  close(): Promise<void>;
}

export async function startS3Server(): Promise<TestS3Server> {
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  const directory = await mkdtemp(path.join(tmpdir(), 'portal-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    allowMismatchedSignatures: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET, configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true });
  return {
    endpoint,
    env: { STORAGE: 's3', S3_BUCKET: TEST_BUCKET, S3_ENDPOINT: endpoint },
    config: (prefix = '') => ({
      bucket: TEST_BUCKET,
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      prefix,
    }),
    async objectKeys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: TEST_BUCKET }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

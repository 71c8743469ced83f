import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import type { S3StorageConfig } from '../lib/storage'

export interface TestS3Server {
  /** S3_ENDPOINT for this server. */
  endpoint: string
  /** The S3_* settings of a storage on `bucket` (one created with createBucket). */
  configFor(bucket: string): S3StorageConfig
  /** Creates a bucket, as an operator does before the first start. */
  createBucket(bucket: string): Promise<S3StorageConfig>
  close(): Promise<void>
}

/** s3rver signs nothing and checks nothing: these are the keys its documentation gives. */
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

/**
 * An S3-compatible server in this process (s3rver), on a free port of 127.0.0.1, keeping its
 * objects in a temporary folder that goes when it closes. Stands in for AWS S3, R2 or MinIO.
 */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'mithaq-s3-'))
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory })
  const address = await server.run()
  const endpoint = `http://127.0.0.1:${address.port}`
  const configFor = (bucket: string): S3StorageConfig => ({
    endpoint,
    bucket,
    region: 'us-east-1',
    ...KEYS,
    forcePathStyle: true,
  })
  return {
    endpoint,
    configFor,
    async createBucket(bucket) {
      const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: KEYS })
      try {
        await client.send(new CreateBucketCommand({ Bucket: bucket }))
      } finally {
        client.destroy()
      }
      return configFor(bucket)
    },
    async close() {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}

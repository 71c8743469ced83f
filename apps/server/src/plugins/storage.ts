import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createStorage, type S3StorageConfig, type Storage } from '../lib/storage'

declare module 'fastify' {
  interface FastifyInstance {
    /** Picture files: the object store of S3_* when set, else `${DATA_DIR}/media` (decision 170). */
    storage: Storage
  }
}

export interface StoragePluginOptions {
  mediaDir: string
  s3?: S3StorageConfig
  /** Replaces the configured storage (tests that make writes fail). */
  storage?: Storage
}

export const storagePlugin = fp(
  async (app: FastifyInstance, { mediaDir, s3, storage }: StoragePluginOptions) => {
    const chosen = storage ?? createStorage({ s3, mediaDir })
    app.decorate('storage', chosen)
    app.addHook('onClose', async () => chosen.close())
  },
)

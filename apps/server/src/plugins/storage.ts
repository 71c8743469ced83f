import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createMediaUrls, type MediaUrls } from '../lib/media-url'
import { createStorage, type S3StorageConfig, type Storage } from '../lib/storage'

declare module 'fastify' {
  interface FastifyInstance {
    /** Picture files: the object store of S3_* when set, else `${DATA_DIR}/media` (decision 170). */
    storage: Storage
    /** Signed picture links: the only way a picture is reached (decision 210). */
    mediaUrls: MediaUrls
  }
}

export interface StoragePluginOptions {
  mediaDir: string
  /** The key picture links are signed with. */
  mediaSecret: string
  s3?: S3StorageConfig
  /** Replaces the configured storage (tests that make writes fail). */
  storage?: Storage
}

export const storagePlugin = fp(
  async (app: FastifyInstance, { mediaDir, mediaSecret, s3, storage }: StoragePluginOptions) => {
    const chosen = storage ?? createStorage({ s3, mediaDir })
    app.decorate('storage', chosen)
    app.decorate('mediaUrls', createMediaUrls({ secret: mediaSecret, now: () => app.clock.now() }))
    app.addHook('onClose', async () => chosen.close())
  },
)

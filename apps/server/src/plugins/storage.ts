import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createLocalStorage, type Storage } from '../lib/storage'

declare module 'fastify' {
  interface FastifyInstance {
    /** Picture files (and later any user file): `${DATA_DIR}/media` by default. */
    storage: Storage
  }
}

export const storagePlugin = fp(async (app: FastifyInstance, { dir }: { dir: string }) => {
  app.decorate('storage', createLocalStorage(dir))
})

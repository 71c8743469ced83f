import Fastify from 'fastify'

/** A bare Fastify hello-world, the yardstick for the API's requests per second (run.ts). */
const app = Fastify({ logger: false })
app.get('/', async () => ({ hello: 'world' }))
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)))
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })

import { setupServer } from 'msw/node'

/** The one MSW server of the web tests; each test adds the handlers it needs with `server.use`. */
export const server = setupServer()

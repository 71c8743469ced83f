// `npm run build -w @mithaq/server`: bundles the server's TypeScript and the domain package into
// JavaScript in dist/ (with source maps), so `npm start` runs plain Node. Packages from
// node_modules stay outside the bundle: several load files beside their own code (PGlite's
// WebAssembly, sharp's and argon2's native binaries, the cities list).
import { cpSync, rmSync } from 'node:fs'
import { build } from 'esbuild'

const here = new URL('.', import.meta.url).pathname
rmSync(`${here}dist`, { recursive: true, force: true })
await build({
  absWorkingDir: here,
  entryPoints: { main: 'src/main.ts', 'add-tokens': 'src/cli/add-tokens.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'node-modules-stay-outside',
      setup(b) {
        // Bare imports are packages, except our own workspace packages, which are TypeScript.
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@mithaq/') ? undefined : { path: args.path, external: true },
        )
      },
    },
  ],
})
// Applied at start-up; read from beside the bundle (db/client.ts looks next to itself).
cpSync(`${here}src/db/migrations`, `${here}dist/migrations`, { recursive: true })

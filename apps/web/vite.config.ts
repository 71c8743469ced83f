import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { FIRST_LOAD_NAMESPACES } from '../../packages/i18n/src/namespaces'
import { precompiledMessages } from './scripts/precompiled-messages'

// The repository's .env, as the server reads it, so both agree on the port.
const dotEnv = fileURLToPath(new URL('../../.env', import.meta.url))
if (existsSync(dotEnv)) process.loadEnvFile(dotEnv)
const api = process.env.MITHAQ_API ?? `http://127.0.0.1:${process.env.PORT || 3000}`
// The native shell's build (`npm run build:native`): the API's origin, named in the page for
// lib/transport.ts. Unset for the web app, which is served by the API itself.
const nativeApiOrigin = process.env.MITHAQ_NATIVE_API_ORIGIN

export default defineConfig({
  plugins: [
    {
      name: 'mithaq-native-api-origin',
      transformIndexHtml: () =>
        nativeApiOrigin
          ? [
              {
                tag: 'meta',
                attrs: { name: 'mithaq-api-origin', content: nativeApiOrigin },
                injectTo: 'head',
              },
            ]
          : [],
    },
    precompiledMessages(),
    react(),
    tailwindcss(),
    VitePWA({
      registerType: 'autoUpdate',
      // The app registers the worker itself once its first screen is on (lib/service-worker.ts):
      // the plugin's script did it at the page's load event, beside the first render (decision 590).
      injectRegister: false,
      includeAssets: ['favicon.svg'],
      manifest: {
        name: 'Mithaq',
        short_name: 'Mithaq',
        description: 'The zero-ghosting Muslim marriage app. Never be left on read.',
        theme_color: '#0f5c4d',
        background_color: '#fbf7f0',
        display: 'standalone',
        start_url: '/app/profiles',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      // Our own service worker (src/sw.ts: shell precache, navigate fallback, push, taps).
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // The Arabic-script faces stay out of the precache: every visitor would download them, while
      // only an Urdu or Arabic page needs them (decision 395); the browser's cache keeps them.
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        globIgnores: ['**/noto-nastaliq-urdu-*', '**/noto-naskh-arabic-*'],
      },
    }),
  ],
  server: {
    port: 5173,
    // The server trusts this address (its --dev default): another port would be refused.
    strictPort: true,
    proxy: { '/api': api, '/media': api, '/realtime': { target: api, ws: true } },
  },
  build: {
    outDir: 'dist',
    // Maps for our stack traces, without the comment that points browsers at them; the package's
    // postbuild step moves them out of dist/. The manifest lets `npm run size` follow each route's imports.
    sourcemap: 'hidden',
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // A language's first-load texts in one chunk: English's imported by the entry, another
              // one's fetched before the first render (decision 290); each other namespace stays a
              // chunk of its own, loaded by its routes.
              name: (id) => {
                const found = /[\\/]i18n[\\/]src[\\/]catalogues[\\/]([a-z]+)[\\/]([a-z]+)\.ts$/.exec(id)
                if (!found) return null
                return (FIRST_LOAD_NAMESPACES as readonly string[]).includes(found[2] ?? '')
                  ? `texts-${found[1]}`
                  : null
              },
            },
          ],
        },
      },
    },
  },
})

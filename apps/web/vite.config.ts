import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'

const api = process.env.MITHAQ_API ?? 'http://localhost:3000'

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      registerType: 'autoUpdate',
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
      injectManifest: { globPatterns: ['**/*.{js,css,html,svg,png,woff2}'] },
    }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': api, '/media': api, '/realtime': { target: api, ws: true } },
  },
  build: { outDir: 'dist', sourcemap: true },
})

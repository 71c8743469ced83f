import type { FastifyInstance } from 'fastify'
import type { AppLinksConfig } from '../config/env'

/**
 * The links of our mails that the Android and iOS apps open (decision 370): a password reset and
 * an e-mail confirmation. The apps declare the same paths (AndroidManifest.xml, App.entitlements);
 * a guardian's invitation is for another person and stays in the browser.
 */
export const APP_LINK_PATHS = ['/api/auth/reset-password/*', '/api/auth/verify-email'] as const

/**
 * `/.well-known/assetlinks.json` (Android App Links) and `/.well-known/apple-app-site-association`
 * (iOS Universal Links), from configuration: each is served only when its app is configured
 * (APP_LINKS_*), and is a plain 404 otherwise, so a server without apps claims none.
 */
export async function appLinksRoutes(app: FastifyInstance, { appLinks }: { appLinks?: AppLinksConfig }) {
  const android = appLinks?.android
  const ios = appLinks?.ios
  if (android) {
    const body = [
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: {
          namespace: 'android_app',
          package_name: android.packageName,
          sha256_cert_fingerprints: android.sha256Fingerprints,
        },
      },
    ]
    app.get('/.well-known/assetlinks.json', (_request, reply) =>
      reply.type('application/json').header('cache-control', 'public, max-age=3600').send(body),
    )
  }
  if (ios) {
    const body = {
      applinks: {
        details: [{ appIDs: [ios.appId], components: APP_LINK_PATHS.map((path) => ({ '/': path })) }],
      },
    }
    // Apple's CDN fetches it without an extension, and wants JSON with no redirect.
    app.get('/.well-known/apple-app-site-association', (_request, reply) =>
      reply.type('application/json').header('cache-control', 'public, max-age=3600').send(body),
    )
  }
}

import { lookup as dnsLookup } from 'node:dns/promises'
import type { LookupFunction } from 'node:net'
import ipaddr from 'ipaddr.js'

/**
 * The push services browsers subscribe with (decision 160): Chrome, Edge and Opera (Firebase
 * Cloud Messaging), Firefox (Mozilla autopush), Edge on Windows (WNS) and Safari (Apple). `*.`
 * stands for any subdomain. PUSH_SERVICE_HOSTS replaces the list.
 */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
  '*.push.apple.com',
] as const

export interface PushEndpointPolicy {
  /** Hosts a push may go to over https (`*.` for any subdomain). */
  hosts: readonly string[]
  /** Exact origins a push may go to over plain http, any address (a local test push service). */
  httpOrigins: readonly string[]
}

export type EndpointVerdict = { ok: true; url: URL; local: boolean } | { ok: false; reason: string }

/** The address a host name resolves to, as `dns.lookup(host, { all: true })` answers. */
export type ResolveHost = (hostname: string) => Promise<{ address: string; family: number }[]>

const defaultResolve: ResolveHost = (hostname) => dnsLookup(hostname, { all: true, verbatim: true })

function hostAllowed(hostname: string, hosts: readonly string[]): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '')
  return hosts.some((h) => {
    const rule = h.toLowerCase()
    return rule.startsWith('*.')
      ? host.endsWith(rule.slice(1)) && host.length > rule.length - 1
      : host === rule
  })
}

/**
 * Whether a push may be sent to this endpoint, by its URL alone (checked when a subscription is
 * saved and again before each push): https to a push service on its default port, with no user
 * name and no address in place of a name; or an origin PUSH_HTTP_ORIGINS names exactly.
 */
export function checkPushEndpoint(endpoint: string, policy: PushEndpointPolicy): EndpointVerdict {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return { ok: false, reason: 'not a URL' }
  }
  if (url.protocol === 'http:' && policy.httpOrigins.includes(url.origin))
    return { ok: true, url, local: true }
  if (url.protocol !== 'https:') return { ok: false, reason: 'not https' }
  if (url.username || url.password) return { ok: false, reason: 'carries credentials' }
  if (url.port) return { ok: false, reason: 'names a port' }
  // The URL parser has already turned 0x7f000001, 2130706433 and 127.1 into 127.0.0.1.
  const bare = url.hostname.replace(/^\[|\]$/g, '')
  if (ipaddr.isValid(bare)) return { ok: false, reason: 'an address, not a push service' }
  if (!hostAllowed(url.hostname, policy.hosts)) return { ok: false, reason: 'not a known push service' }
  return { ok: true, url, local: false }
}

/**
 * A public unicast address: not loopback, private, link-local, unique-local, carrier-grade NAT,
 * multicast, reserved, nor an IPv6 form carrying an IPv4 address (mapped, 6to4, Teredo, NAT64).
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false
  return ipaddr.process(address).range() === 'unicast'
}

export class RefusedAddressError extends Error {
  readonly code = 'EPUSHADDRESS'
}

/**
 * A `lookup` for the sockets pushes go through: it resolves the host, refuses it unless every
 * address is public, and hands the checked addresses to the socket, which connects to them and
 * nothing else. The check and the connection use one answer, so a DNS record that changes
 * between the two (rebinding) cannot slip an internal address in.
 */
export function checkedLookup(resolve: ResolveHost = defaultResolve): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (found) => {
        const addresses = options.family
          ? found.filter((a) => a.family === options.family || options.family === 0)
          : found
        const refused = addresses.find((a) => !isPublicAddress(a.address))
        if (addresses.length === 0 || refused) {
          const what = refused ? refused.address : 'no address'
          callback(new RefusedAddressError(`${hostname} resolves to ${what}, not a public address`), '', 4)
          return
        }
        if (options.all) (callback as unknown as (e: null, a: typeof addresses) => void)(null, addresses)
        else callback(null, addresses[0]!.address, addresses[0]!.family)
      },
      (err: NodeJS.ErrnoException) => callback(err, '', 4),
    )
  }
}

import { promises as dns, type LookupAddress } from 'node:dns'
import { BlockList, isIP, type LookupFunction } from 'node:net'

/**
 * Addresses a push endpoint may not be on: this host, private and shared networks, link-local (cloud
 * metadata at 169.254.169.254), documentation, benchmarking, multicast and reserved ranges, and IPv6
 * forms that carry an IPv4 address (IPv4-mapped and -compatible, NAT64, 6to4, Teredo), which would
 * otherwise reach the IPv4 ranges above. Two lists: a `BlockList` checks an IPv4 address against its IPv6
 * rules too (as IPv4-mapped), so `::ffff:0:0/96` in the one list would refuse every IPv4 address.
 */
const internal4 = new BlockList()
const internal6 = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  internal4.addSubnet(network, prefix, 'ipv4')
for (const [network, prefix] of [
  ['::', 96],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  internal6.addSubnet(network, prefix, 'ipv6')

/** True for an IP address a push may go to: a public one. Anything that is not an IP address is false. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 0) return false
  return family === 6 ? !internal6.check(address, 'ipv6') : !internal4.check(address, 'ipv4')
}

/** A push endpoint the platform will not post to; the message is the member's. */
export class PushEndpointRefused extends Error {}

/** Options of {@link checkedPushAddresses}. */
export interface PushEndpointPolicy {
  /** Takes private and loopback addresses too: the tests' local push service only, never in production. */
  allowPrivate?: boolean
  /** Resolves a host name to all its addresses (default `dns.lookup` with `all`). */
  resolve?: (hostname: string) => Promise<LookupAddress[]>
}

const resolveAll = (hostname: string) => dns.lookup(hostname, { all: true, verbatim: true })

/**
 * The addresses of a push endpoint, each checked: the endpoint must be an https URL (WHATWG parsing, which
 * reads `127.1`, `0x7f000001`, `2130706433` and `0177.0.0.1` as 127.0.0.1), and every address its host is or
 * resolves to must be public. Throws {@link PushEndpointRefused} otherwise. Connect to these addresses and
 * no others ({@link pinnedLookup}): a second resolution could answer differently (DNS rebinding).
 */
export async function checkedPushAddresses(
  endpoint: string,
  policy: PushEndpointPolicy = {},
): Promise<LookupAddress[]> {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    throw new PushEndpointRefused('推送地址无效')
  }
  if (url.protocol !== 'https:') throw new PushEndpointRefused('推送地址须为https地址')
  if (url.username || url.password) throw new PushEndpointRefused('推送地址无效')
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1')
  const family = isIP(host)
  let addresses: LookupAddress[]
  if (family !== 0) addresses = [{ address: host, family }]
  else {
    try {
      addresses = await (policy.resolve ?? resolveAll)(host)
    } catch {
      throw new PushEndpointRefused('推送地址无法解析')
    }
  }
  if (addresses.length === 0) throw new PushEndpointRefused('推送地址无法解析')
  if (!policy.allowPrivate && !addresses.every((a) => isPublicAddress(a.address)))
    throw new PushEndpointRefused('推送地址不能是本机或内网地址')
  return addresses
}

/**
 * A `lookup` for a connection that answers only the addresses already checked, so the connection goes to
 * them (TLS still checks the certificate against the host name).
 */
export function pinnedLookup(addresses: readonly LookupAddress[]): LookupFunction {
  return (hostname, options, callback) => {
    const wanted = options.family === 4 || options.family === 6 ? options.family : 0
    const fit = addresses.filter((a) => wanted === 0 || a.family === wanted)
    const done = callback as (error: Error | null, address: string | LookupAddress[], family?: number) => void
    if (fit.length === 0) {
      const error = Object.assign(new Error(`no checked address of ${hostname}`), { code: 'ENOTFOUND' })
      done(error, '', 0)
    } else if (options.all) done(null, fit)
    else done(null, fit[0]!.address, fit[0]!.family)
  }
}

import { isIPv4, isIPv6 } from 'node:net';

/**
 * Which proxies in front of the server to believe, in the forms of Express's own `trust proxy` setting, which
 * gets it as it is (app.ts): `false` trusts nobody (the socket's peer is the client); a number trusts that many
 * hops nearest the server; `true` trusts every hop (the left-most X-Forwarded-For entry is the client: only when
 * nothing can reach the server but through the proxy); a list trusts the hops whose address is in it (addresses,
 * subnets, and the names `loopback`, `linklocal` and `uniquelocal`). Express then takes req.ip (the login limit
 * counts by it) and req.secure (the cookies' `Secure`) from X-Forwarded-For and X-Forwarded-Proto of the trusted
 * hops only. The Socket.IO handshake and the /yjs upgrade use neither: they read the cookies and Origin alone.
 */
export type TrustProxy = boolean | number | readonly string[];

/** The names proxy-addr (Express's) knows for ranges of addresses. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY as Express understands it, or an Error that says what is wrong. Express itself takes a string as a
 * list of addresses, and its parser is lenient: "1" is the address 0.0.0.1 (so TRUST_PROXY=1, meant as one hop,
 * trusted nobody and every client behind the proxy had its address) and "true" stopped the server with a stack.
 * Here a number is a hop count and true/false are themselves, as Express takes them from code.
 */
export function parseTrustProxy(text: string): TrustProxy {
  const value = text.trim();
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    if (!NAMED_RANGES.has(entry) && !isAddressOrSubnet(entry)) {
      throw new Error(`"${entry}" is not a hop count, true, false, loopback, linklocal, uniquelocal, an IP address or a subnet (10.0.0.0/8)`);
    }
  }
  return entries;
}

/** An address, or a subnet as address/prefix length (or, for IPv4, address/netmask), as proxy-addr takes it. */
function isAddressOrSubnet(entry: string): boolean {
  const slash = entry.lastIndexOf('/');
  const address = slash === -1 ? entry : entry.slice(0, slash);
  // Zone ids (fe80::1%eth0) are left out: a socket's peer address never names one here.
  const kind = isIPv4(address) ? 4 : isIPv6(address) && !address.includes('%') ? 6 : 0;
  if (kind === 0) return false;
  if (slash === -1) return true;
  const range = entry.slice(slash + 1);
  const max = kind === 4 ? 32 : 128;
  // proxy-addr refuses a prefix of 0: trusting every address is `true`.
  if (/^\d+$/.test(range)) return Number(range) >= 1 && Number(range) <= max;
  return kind === 4 && isNetmask(range);
}

/** 255.255.0.0 and the like: ones, then zeros, not all zeros. */
function isNetmask(text: string): boolean {
  if (!isIPv4(text)) return false;
  const bits = text.split('.').map((octet) => Number(octet).toString(2).padStart(8, '0')).join('');
  return /^1+0*$/.test(bits);
}

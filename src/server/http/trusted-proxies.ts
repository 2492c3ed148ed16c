import { BlockList, isIP } from 'node:net';

/**
 * The proxies whose X-Forwarded-For names the client, as TRUST_PROXY lists them: each an address
 * or a CIDR range in `address/prefix` form. Empty: no proxy, X-Forwarded-For is never believed.
 */
export type TrustedProxies = readonly string[];

/** What `TRUST_PROXY=true` means: a proxy on this machine, reaching the site over loopback. */
export const LOOPBACK_PROXIES: TrustedProxies = ['127.0.0.0/8', '::1/128'];

/** The most entries TRUST_PROXY takes: a site sits behind one proxy or a few. */
const MAX_PROXY_ENTRIES = 32;

/** Thrown for a TRUST_PROXY value that is no list of addresses or CIDR ranges. */
class TrustProxyError extends Error {}

/** The bits of an address of the family (`isIP`'s 4 or 6). */
const familyBits = (family: number) => (family === 4 ? 32 : 128);

/** An address as a socket shows it, without the prefix of an IPv4 address on a dual-stack socket. */
function plainAddress(address: string): string {
	const lower = address.trim().toLowerCase();
	const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
	return mapped ? mapped[1]! : lower;
}

/** One TRUST_PROXY entry as `address/prefix` (a bare address is a range of one). */
function parseEntry(entry: string): string {
	const [address = '', prefix, ...rest] = entry.split('/');
	const plain = plainAddress(address);
	const family = isIP(plain);
	const bits = family === 0 ? 0 : familyBits(family);
	const length = prefix === undefined ? bits : Number(prefix);
	const wholePrefix = prefix === undefined || /^\d{1,3}$/.test(prefix);
	if (family === 0 || rest.length > 0 || !wholePrefix || length > bits) {
		throw new TrustProxyError(
			`TRUST_PROXY: "${entry.slice(0, 60)}" is not an address or CIDR range (true, false, or a comma-separated list such as 10.0.0.2,192.168.1.0/24)`,
		);
	}
	return `${plain}/${length}`;
}

/**
 * Reads TRUST_PROXY: unset, empty or false is no proxy; true is the loopback proxy (a proxy on
 * this machine) and nothing else; otherwise a comma-separated list of the proxies' addresses or
 * CIDR ranges. Throws TrustProxyError naming a bad entry.
 */
export function parseTrustedProxies(value: string | boolean | undefined): TrustedProxies {
	if (value === undefined || value === false) return [];
	if (value === true) return LOOPBACK_PROXIES;
	const text = value.trim();
	if (text === '' || text === 'false') return [];
	if (text === 'true') return LOOPBACK_PROXIES;
	const entries = text.split(',').map((entry) => entry.trim());
	if (entries.length > MAX_PROXY_ENTRIES) {
		throw new TrustProxyError(`TRUST_PROXY: at most ${MAX_PROXY_ENTRIES} entries`);
	}
	return entries.map(parseEntry);
}

/** Whether an address (a socket's peer) is one of the proxies. */
export function createProxyCheck(
	proxies: TrustedProxies,
): (address: string | undefined) => boolean {
	if (proxies.length === 0) return () => false;
	const list = new BlockList();
	for (const proxy of proxies) {
		const [address = '', prefix] = proxy.split('/');
		const family = isIP(address);
		const bits = prefix === undefined ? familyBits(family) : Number(prefix);
		list.addSubnet(address, bits, family === 4 ? 'ipv4' : 'ipv6');
	}
	return (address) => {
		if (!address) return false;
		const plain = plainAddress(address);
		const family = isIP(plain);
		if (family === 0) return false;
		return list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
	};
}

// The part of a client address that rate limits count. An IPv4 address is one subscriber; an IPv6
// subscriber usually gets a whole /64 (often more) and can pick a fresh address in it for every
// request, so IPv6 is counted per /64 network.

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const HEXTET = /^[0-9a-f]{1,4}$/;
const IPV6_GROUPS = 8;
const PREFIX_GROUPS = 4;

/** The eight hextets of an IPv6 address (`::` expanded, an embedded IPv4 tail as two), or null. */
function ipv6Groups(text: string): string[] | null {
  let address = text.toLowerCase();
  const zone = address.indexOf("%");
  if (zone >= 0) address = address.slice(0, zone);
  const lastColon = address.lastIndexOf(":");
  const tail = address.slice(lastColon + 1);
  if (IPV4.test(tail)) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split(".").map(Number);
    address = `${address.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const split = (part: string | undefined) => (part ? part.split(":") : []);
  const head = split(halves[0]);
  const rest = split(halves[1]);
  const missing = IPV6_GROUPS - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 1 ? 0 : missing).fill("0"), ...rest];
  return groups.every((g) => HEXTET.test(g)) ? groups.map((g) => g.replace(/^0+(?=.)/, "")) : null;
}

/**
 * What a per-address limit counts: an IPv4 address as it is, an IPv6 address as its /64 network
 * (`2001:db8:1:2::/64`), an IPv4-mapped IPv6 address as the IPv4 address. Anything else (the local
 * runs' "local", a malformed header) is counted as the text it is.
 */
export function addressSubject(ip: string): string {
  const text = ip.trim();
  if (IPV4.test(text)) return text;
  const groups = ipv6Groups(text);
  if (!groups) return text;
  const mapped = groups.slice(0, 5).every((g) => g === "0") && groups[5] === "ffff";
  if (mapped) {
    const [hi = 0, lo = 0] = groups.slice(6).map((g) => parseInt(g, 16));
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join(".");
  }
  return `${groups.slice(0, PREFIX_GROUPS).join(":")}::/64`;
}

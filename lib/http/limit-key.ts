// The key a client's limits count under. One IPv6 client (a home, a phone, a rented server) is
// usually given a whole /64 network and can take a new address in it for every request, so an
// IPv6 address counts as its /64; an IPv4 address counts as itself.

/**
 * The limit key of a client address: IPv4 as dotted decimal (also when written as IPv4-mapped
 * IPv6, ::ffff:1.2.3.4), IPv6 as its /64 network in RFC 5952 form ("2001:db8:0:1::/64"), whatever
 * the case, zero compression, zone id (%eth0), brackets or port it came with. Text that is no
 * address is its own key.
 */
export function limitKey(address: string): string {
  const text = address.trim();
  const bracketed = /^\[([^\]]*)\](?::\d+)?$/.exec(text);
  const host = bracketed ? bracketed[1]! : text.replace(/^([\d.]+):\d+$/, "$1");
  const ipv4 = ipv4Octets(host);
  if (ipv4) return ipv4.join(".");
  const groups = ipv6Groups(host);
  if (!groups) return text;
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) {
    return [g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff].join(".");
  }
  return `${ipv6Text([...groups.slice(0, 4), 0, 0, 0, 0])}/64`;
}

/** The four numbers of a dotted IPv4 address, or null. */
function ipv4Octets(text: string): number[] | null {
  const parts = text.split(".");
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return null;
  const octets = parts.map(Number);
  return octets.every((octet) => octet <= 255) ? octets : null;
}

/** The eight 16-bit groups of an IPv6 address (zone id ignored), or null. */
function ipv6Groups(text: string): number[] | null {
  const halves = text.replace(/%.*$/, "").split("::");
  if (halves.length > 2) return null;
  const parts = halves.map((half) => (half === "" ? [] : half.split(":")));
  // A dotted IPv4 address may stand for the last two groups.
  const last = parts[parts.length - 1]!;
  const tail = last.length > 0 ? ipv4Octets(last[last.length - 1]!) : null;
  if (tail) last.splice(-1, 1, ((tail[0]! << 8) | tail[1]!).toString(16), ((tail[2]! << 8) | tail[3]!).toString(16));
  if (!parts.every((groups) => groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group)))) return null;
  const [head = [], rest = []] = parts.map((groups) => groups.map((group) => parseInt(group, 16)));
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - rest.length;
  return missing >= 1 ? [...head, ...Array<number>(missing).fill(0), ...rest] : null;
}

/** An IPv6 address in RFC 5952 form: lowercase, no leading zeros, the longest run of zeros as "::". */
function ipv6Text(groups: number[]): string {
  let zeros = { start: -1, length: 1 };
  for (let start = 0; start < groups.length; start += 1) {
    let length = 0;
    while (groups[start + length] === 0) length += 1;
    if (length > zeros.length) zeros = { start, length };
  }
  const hex = groups.map((group) => group.toString(16));
  if (zeros.start < 0) return hex.join(":");
  return `${hex.slice(0, zeros.start).join(":")}::${hex.slice(zeros.start + zeros.length).join(":")}`;
}

import { isIPv6 } from 'node:net';

/** The groups of an IPv6 address that name its network: a /64 is what one home, phone or server is handed. */
const networkGroups = 4;

/**
 * The key a client is counted under by the sign-in throttle and every rate limit (issue 8). An IPv4 address is its
 * own key. An IPv6 client is given a whole /64 and can pick a new address in it for every request, so it is
 * counted by that /64; an IPv4-mapped IPv6 address counts as the IPv4 address it carries.
 */
export function addressKey(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) return dottedQuad(groups[6]!, groups[7]!);
  return `${groups
    .slice(0, networkGroups)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address: '::' expanded, a dotted IPv4 tail read as two groups, no zone. */
function ipv6Groups(ip: string): number[] {
  const [head = '', tail] = ip.split('%')[0]!.split('::');
  const groupsOf = (part: string | undefined) => (part ? part.split(':').flatMap(groupOrQuad) : []);
  const front = groupsOf(head);
  const back = groupsOf(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

function groupOrQuad(text: string): number[] {
  if (!text.includes('.')) return [parseInt(text, 16)];
  const [a = 0, b = 0, c = 0, d = 0] = text.split('.').map(Number);
  return [a * 256 + b, c * 256 + d];
}

const dottedQuad = (high: number, low: number) => [high >> 8, high & 255, low >> 8, low & 255].join('.');

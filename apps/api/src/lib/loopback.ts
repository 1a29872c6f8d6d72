// Loopback addresses: the dev mailbox is only for a developer on the same machine (design §5).
import { BlockList, isIP } from 'node:net';

// BlockList also matches IPv4-mapped IPv6 (::ffff:127.0.0.1, what a dual-stack socket reports) and any
// spelling of ::1, which string comparisons would miss.
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

export function isLoopbackAddress(address: string): boolean {
  const family = isIP(address);
  return family !== 0 && loopback.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Whether listening on HOST accepts connections from this machine only. */
export function isLoopbackHost(host: string): boolean {
  return host.toLowerCase() === 'localhost' || isLoopbackAddress(host);
}

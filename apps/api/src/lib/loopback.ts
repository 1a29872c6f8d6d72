// Loopback addresses: the dev mailbox and the sandbox gateway are only for a developer on the same machine
// (design §5).
import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

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

/** Headers a reverse proxy adds: behind one (even on this machine), the loopback peer is not the client. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/** The socket's own peer, never X-Forwarded-For: TRUST_PROXY must not open a dev surface to the world. */
export function isFromThisMachine(request: FastifyRequest): boolean {
  if (PROXY_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  return isLoopbackAddress(request.socket.remoteAddress ?? '');
}

// Who the development surfaces (dev mailbox, sandbox gateway) must not answer: one loopback rule
// (lib/loopback.ts), one list of the clients it refuses, used by each surface's tests.
export interface RefusedClient {
  name: string;
  remoteAddress: string;
  headers?: Record<string, string>;
}

export const NON_LOOPBACK_CLIENTS: RefusedClient[] = [
  { name: 'a LAN client', remoteAddress: '192.168.1.20' },
  { name: 'a public IPv6 client', remoteAddress: '2001:db8::7' },
  { name: 'X-Forwarded-For', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } },
  { name: 'Forwarded', remoteAddress: '127.0.0.1', headers: { forwarded: 'for=203.0.113.9' } },
  { name: 'X-Real-IP', remoteAddress: '127.0.0.1', headers: { 'x-real-ip': '203.0.113.9' } },
];

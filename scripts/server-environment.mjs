// The environment the one-process server starts with, shared by `npm start`, the browser journeys, the bench and
// the resilience suite. glibc raises its mmap threshold after the first large free, so argon2's 19 MiB buffers
// then stay in the heap after every password check (about +40 MB RSS for good); a fixed threshold returns them
// to the system. An operator's own MALLOC_MMAP_THRESHOLD_ wins.
export const SERVER_MALLOC_MMAP_THRESHOLD = String(4 * 1024 * 1024);

export function serverEnvironment(env) {
  return { MALLOC_MMAP_THRESHOLD_: SERVER_MALLOC_MMAP_THRESHOLD, ...env };
}

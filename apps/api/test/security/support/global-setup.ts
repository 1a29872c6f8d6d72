// The resilience suite runs the built server, so build whatever is missing or older than its sources first.
// @ts-expect-error -- a plain .mjs script of the repo, without types
import { buildIfStale } from '../../../../../scripts/build-if-stale.mjs';

export default function setup(): void {
  buildIfStale();
}

// A pass-through stream that hands each chunk's size to `check` before letting the chunk on: a check that
// throws (a size cap, a spent quota) stops the upload mid-stream, before the bytes reach storage.
import { Transform } from 'node:stream';

export function byteMeter(check: (chunkBytes: number) => void | Promise<void>): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      Promise.resolve()
        .then(() => check(chunk.length))
        .then(() => callback(null, chunk), callback);
    },
  });
}

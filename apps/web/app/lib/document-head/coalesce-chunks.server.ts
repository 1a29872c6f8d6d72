/**
 * Sends what React writes in one go as one chunk. React writes the shell in 2 KB pieces within a single task;
 * passed on one by one (each flushed through the compressor), the browser may paint a half-received header
 * and then move it when the rest arrives (layout shift). Later writes (streamed Suspense content) still go out
 * as soon as they are written.
 */
export function coalesceSynchronousChunks(): TransformStream<Uint8Array, Uint8Array> {
  let pending: Uint8Array[] = [];
  let scheduled: ReturnType<typeof setTimeout> | undefined;

  const joined = () => {
    const size = pending.reduce((total, chunk) => total + chunk.byteLength, 0);
    const out = new Uint8Array(size);
    let offset = 0;
    for (const chunk of pending) {
      out.set(chunk, offset);
      offset += chunk.byteLength;
    }
    pending = [];
    return out;
  };

  return new TransformStream({
    transform(chunk, controller) {
      pending.push(chunk);
      // A timer, not a microtask: the stream hands chunks over through promise callbacks.
      scheduled ??= setTimeout(() => {
        scheduled = undefined;
        if (pending.length > 0) controller.enqueue(joined());
      }, 0);
    },
    flush(controller) {
      clearTimeout(scheduled);
      scheduled = undefined;
      if (pending.length > 0) controller.enqueue(joined());
    },
  });
}

/** Pushes `chunks` (text, or raw bytes) through `transform` and returns what comes out, joined. */
export function streamThrough(
  chunks: Array<string | Uint8Array>,
  transform: TransformStream<Uint8Array, Uint8Array>,
): Promise<string> {
  const encoder = new TextEncoder();
  const input = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks)
        controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
  return new Response(input.pipeThrough(transform)).text();
}

/**
 * Passes the document through, holding back only what comes before </head> so `rewrite` can change the
 * head; React writes the whole head in the shell's first flush, so nothing is delayed.
 */
export function createHeadTransform(
  rewrite: (head: string) => string,
): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let head: string | null = '';
  return new TransformStream({
    transform(chunk, controller) {
      if (head === null) return controller.enqueue(chunk);
      head += decoder.decode(chunk, { stream: true });
      const end = head.indexOf('</head>');
      if (end === -1) return;
      controller.enqueue(encoder.encode(rewrite(head.slice(0, end)) + head.slice(end)));
      head = null;
    },
    flush(controller) {
      // A document without a head (an error fragment, say) goes out as it came.
      if (head !== null) controller.enqueue(encoder.encode(head + decoder.decode()));
    },
  });
}

import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';

/**
 * Streams the document, holding back only what comes before </head> so `rewrite` can change the head;
 * React writes the whole head in the shell's first flush, so nothing is delayed.
 */
export function createHeadTransform(rewrite: (head: string) => string, onFlush?: () => void): Transform {
  const decoder = new StringDecoder('utf8');
  let head: string | null = '';
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (head === null) return callback(null, chunk);
      head += decoder.write(chunk);
      const end = head.indexOf('</head>');
      if (end === -1) return callback();
      const document = rewrite(head.slice(0, end)) + head.slice(end);
      head = null;
      callback(null, document);
    },
    flush(callback) {
      onFlush?.();
      // A document without a head (an error fragment, say) goes out as it came.
      callback(null, head === null ? undefined : head + decoder.end());
    },
  });
}

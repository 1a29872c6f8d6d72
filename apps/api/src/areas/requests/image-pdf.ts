// A photo of a document (JPEG or PNG) turned into a one-page A4 PDF, so staff only ever receive PDFs (ADR 0086).
// The JPEG is embedded as it is, minus its metadata segments (EXIF with GPS and the camera, XMP, IPTC,
// comments): no pixel is decoded, so memory stays at a few copies of the file. pdfkit keeps only a PNG's pixels.
import PDFDocument from 'pdfkit';

export type ImageKind = 'jpeg' | 'png';

/**
 * pdfkit embeds a JPEG's and an opaque PNG's data as they are, but decodes a PNG with transparency to split off
 * its alpha channel: about 15.5 MB of memory a megapixel, so 4 MP (a phone screenshot) costs at most ~62 MB.
 */
export const MAX_DECODED_PNG_PIXELS = 4_000_000;

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 28;

export class ImageRefused extends Error {
  constructor(readonly reason: 'invalid' | 'too-large') {
    super(`image ${reason}`);
  }
}

/**
 * The JPEG without its APP1–APP15 and COM segments (EXIF, XMP, ICC, IPTC, Photoshop, comments); APP0 (JFIF)
 * and everything from the start of scan on are kept byte for byte. Throws on a broken segment structure.
 */
export function withoutJpegMetadata(jpeg: Buffer): Buffer {
  const kept: Buffer[] = [jpeg.subarray(0, 2)];
  let at = 2;
  for (;;) {
    if (at + 4 > jpeg.length || jpeg[at] !== 0xff) throw new ImageRefused('invalid');
    const marker = jpeg[at + 1]!;
    // Fill bytes before a marker.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xda) {
      kept.push(jpeg.subarray(at));
      return Buffer.concat(kept);
    }
    const end = at + 2 + jpeg.readUInt16BE(at + 2);
    if (end > jpeg.length) throw new ImageRefused('invalid');
    const metadata = (marker >= 0xe1 && marker <= 0xef) || marker === 0xfe;
    if (!metadata) kept.push(jpeg.subarray(at, end));
    at = end;
  }
}

interface OpenedImage {
  width: number;
  height: number;
  /** pdfkit's JPEG keeps the bytes it will embed here. */
  data?: Buffer;
  /** pdfkit's PNG: what png-js read of its chunks (no pixel decoded yet). */
  image?: { hasAlphaChannel: boolean; transparency: Record<string, unknown> };
}

/** A PNG pdfkit will decode whole into memory: one with an alpha channel or a transparent colour. */
function decodesWhole(image: OpenedImage): boolean {
  const png = image.image;
  return png !== undefined && (png.hasAlphaChannel || Object.keys(png.transparency).length > 0);
}

/** One A4 page with the image fitted inside the margins, upright (the EXIF orientation is applied). */
export async function imageToPdf(bytes: Buffer, kind: ImageKind): Promise<Buffer> {
  // No author, title or dates of the sender's: only pdfkit's own Producer and Creator.
  const doc = new PDFDocument({ size: A4, margin: MARGIN, info: {}, pdfVersion: '1.7' });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  let image: OpenedImage;
  try {
    // pdfkit reads the orientation from the EXIF here, before the metadata goes.
    image = (doc as unknown as { openImage(src: Buffer): OpenedImage }).openImage(bytes);
    if (decodesWhole(image) && image.width * image.height > MAX_DECODED_PNG_PIXELS)
      throw new ImageRefused('too-large');
    if (kind === 'jpeg') image.data = withoutJpegMetadata(image.data!);
    doc.image(image as unknown as PDFKit.Mixins.ImageSrc, {
      fit: [A4[0] - 2 * MARGIN, A4[1] - 2 * MARGIN],
      align: 'center',
      valign: 'center',
    });
  } catch (error) {
    void done.catch(() => undefined);
    doc.end();
    // pdfkit throws strings and RangeErrors at a broken image: the sender's file, not the server.
    throw error instanceof ImageRefused ? error : new ImageRefused('invalid');
  }
  doc.end();
  return done;
}

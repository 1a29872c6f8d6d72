// What an uploaded picture really is (issue #31 §1): PNG and WebP by their signature and structure, SVG by
// parsing it (and rebuilding it from an allow-list). The file name's extension must agree with the content,
// so a PNG renamed .svg is refused; the declared Content-Type is the sender's word and is never trusted.
import { imageMessages, LOGO_MAX_BYTES, type LogoContentType } from '@portal/domain';
import { AppError } from '../../lib/app-error.js';
import { sanitizeSvg, SvgRefused } from './svg-sanitizer.js';

export interface CheckedImage {
  contentType: LogoContentType;
  extension: 'png' | 'webp' | 'svg';
  /** The bytes to store: as sent for PNG and WebP, rebuilt for SVG. */
  bytes: Buffer;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The signature, then chunks (length, type, data, CRC) from IHDR to IEND that fill the file exactly. */
function isPng(bytes: Buffer): boolean {
  if (bytes.length < 8 + 25 + 12 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return false;
  let offset = 8;
  let first = true;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    if (first && type !== 'IHDR') return false;
    first = false;
    offset += 12 + length;
    if (type === 'IEND') return offset === bytes.length;
  }
  return false;
}

/** RIFF container whose declared size is the file's, of form WEBP, with a VP8, VP8L or VP8X first chunk. */
function isWebp(bytes: Buffer): boolean {
  return (
    bytes.length >= 20 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.readUInt32LE(4) + 8 === bytes.length &&
    bytes.toString('latin1', 8, 12) === 'WEBP' &&
    /^VP8[ LX]$/.test(bytes.toString('latin1', 12, 16))
  );
}

/** Text that starts, after an optional BOM, declaration and comments, with markup naming <svg. */
function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  return /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?<svg[\s>]/i.test(head);
}

const EXTENSIONS: Record<string, CheckedImage['extension']> = { png: 'png', webp: 'webp', svg: 'svg' };

function refuse(message: string): never {
  throw new AppError('IMAGE_INVALID', { message, fields: { file: message } });
}

export function checkImage(bytes: Buffer, filename: string): CheckedImage {
  if (bytes.length > LOGO_MAX_BYTES) {
    throw new AppError('FILE_TOO_LARGE', {
      message: imageMessages.tooLarge,
      fields: { file: imageMessages.tooLarge },
    });
  }
  const kind: CheckedImage['extension'] | null = isPng(bytes)
    ? 'png'
    : isWebp(bytes)
      ? 'webp'
      : looksLikeSvg(bytes)
        ? 'svg'
        : null;
  if (kind === null) refuse(imageMessages.notImage);
  const named = EXTENSIONS[/\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase() ?? ''];
  if (named !== kind) refuse(named === undefined ? imageMessages.notImage : imageMessages.kindMismatch);
  if (kind === 'png') return { contentType: 'image/png', extension: 'png', bytes };
  if (kind === 'webp') return { contentType: 'image/webp', extension: 'webp', bytes };
  try {
    return {
      contentType: 'image/svg+xml',
      extension: 'svg',
      bytes: Buffer.from(sanitizeSvg(bytes.toString('utf8'))),
    };
  } catch (error) {
    if (error instanceof SvgRefused) refuse(imageMessages.svgUnsafe);
    throw error;
  }
}

// Photos for the upload tests, built byte by byte so every one can be regenerated (no opaque fixtures): a
// baseline greyscale JPEG whose blocks are all mid-grey, carrying an EXIF segment with GPS coordinates and the
// phone's name, and a PNG with a text chunk. Both open in any viewer.
import { crc32, deflateSync } from 'node:zlib';

/** Bytes that must not survive the conversion to PDF: the phone's name and the GPS latitude's rational. */
export const EXIF_MAKE = 'PortalTestPhone GPS-Leak';
export const GPS_LATITUDE = Buffer.from([
  0, 0, 0, 54, 0, 0, 0, 1, 0, 0, 0, 48, 0, 0, 0, 1, 0, 0, 0, 7, 0, 0, 0, 1,
]);
export const PNG_COMMENT = 'PortalTestPng secret comment';

function segment(marker: number, body: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt16BE(0xff00 | marker, 0);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

/** EXIF (big-endian TIFF): IFD0 with Make, Orientation and a GPS IFD with the latitude 54°48'7" S. */
function exifSegment(orientation: number): Buffer {
  const make = Buffer.from(`${EXIF_MAKE}\0`);
  const entry = (tag: number, type: number, count: number, value: number) => {
    const e = Buffer.alloc(12);
    e.writeUInt16BE(tag, 0);
    e.writeUInt16BE(type, 2);
    e.writeUInt32BE(count, 4);
    if (type === 3) e.writeUInt16BE(value, 8);
    else e.writeUInt32BE(value, 8);
    return e;
  };
  // Offsets are from the TIFF header: IFD0 at 8 with 3 entries (2 + 36 + 4 = 42 bytes), then Make, then GPS.
  const makeOffset = 8 + 42;
  const gpsOffset = makeOffset + make.length;
  const ifd0 = Buffer.concat([
    Buffer.from([0, 3]),
    entry(0x010f, 2, make.length, makeOffset),
    entry(0x0112, 3, 1, orientation),
    entry(0x8825, 4, 1, gpsOffset),
    Buffer.alloc(4),
  ]);
  const latitudeOffset = gpsOffset + 2 + 24 + 4;
  const gps = Buffer.concat([
    Buffer.from([0, 2]),
    Buffer.concat([entry(0x0001, 2, 2, 0), Buffer.alloc(0)]).fill(Buffer.from('S\0\0\0'), 8),
    entry(0x0002, 5, 3, latitudeOffset),
    Buffer.alloc(4),
    GPS_LATITUDE,
  ]);
  const tiff = Buffer.concat([Buffer.from('MM\0*'), Buffer.from([0, 0, 0, 8]), ifd0, make, gps]);
  return segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0'), tiff]));
}

/** A greyscale JPEG of `width` x `height` (multiples of 8) with EXIF, XMP-like APP1 text and a comment. */
export function photoJpeg(width = 64, height = 48, orientation = 1): Buffer {
  const jfif = segment(0xe0, Buffer.from([0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]));
  const comment = segment(0xfe, Buffer.from(`Taken by ${EXIF_MAKE}`));
  const quantisation = segment(0xdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)]));
  const frame = segment(
    0xc0,
    Buffer.from([8, height >> 8, height & 255, width >> 8, width & 255, 1, 1, 0x11, 0]),
  );
  // One code each: DC difference 0 and AC end-of-block, both the 1-bit code '0'.
  const oneCode = (table: number) =>
    segment(0xc4, Buffer.concat([Buffer.from([table, 1]), Buffer.alloc(15), Buffer.from([0])]));
  const scan = segment(0xda, Buffer.from([1, 1, 0, 0, 63, 0]));
  const blocks = (width / 8) * (height / 8);
  const bits = '00'.repeat(blocks).padEnd(Math.ceil((blocks * 2) / 8) * 8, '1');
  const data = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    jfif,
    exifSegment(orientation),
    comment,
    quantisation,
    frame,
    oneCode(0x00),
    oneCode(0x10),
    scan,
    data,
    Buffer.from([0xff, 0xd9]),
  ]);
}

function chunk(type: string, body: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), body]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** An RGBA (alpha: pdfkit decodes it) or RGB PNG of a colour gradient, with a tEXt comment. */
export function screenshotPng(width = 40, height = 30, alpha = true): Buffer {
  const channels = alpha ? 4 : 3;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, alpha ? 6 : 2, 0, 0, 0], 8);
  const rows = Buffer.alloc(height * (1 + width * channels));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * channels);
    for (let x = 0; x < width; x++) {
      const at = row + 1 + x * channels;
      rows.set([(x * 255) / width, (y * 255) / height, 128, 255].slice(0, channels), at);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('tEXt', Buffer.from(`Comment\0${PNG_COMMENT}`, 'latin1')),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG whose header claims `width` x `height` pixels, its data a few bytes: refused before any decoding. */
export function pngClaiming(width: number, height: number): Buffer {
  const png = Buffer.from(screenshotPng(8, 8));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A 12-megapixel JPEG of about `size` bytes, like a phone's photo: the scan padded with bytes viewers skip. */
export function photoOfSize(size: number): Buffer {
  const photo = photoJpeg(4000, 3000, 6);
  const filler = Buffer.alloc(size - photo.length, 'photo filler ');
  return Buffer.concat([photo.subarray(0, -2), filler, photo.subarray(-2)]);
}

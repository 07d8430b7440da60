/** Real, tiny images for tests: a PNG and a JPEG that browsers and decoders accept, a JPEG header alone, crafted PNGs. */
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** One PNG chunk: length, type, data and its CRC. */
export function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
}

/** A valid RGBA PNG of width × height, filled with one colour. */
export function pngBytes(
  width: number,
  height: number,
  rgba: [number, number, number, number] = [200, 30, 40, 255],
): Buffer {
  const row = Buffer.concat([Buffer.from([0]), Buffer.concat(Array.from({ length: width }, () => Buffer.from(rgba)))]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return pngOf(width, height, [chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The signature and an RGBA IHDR of width × height, then the given chunks (crafted files). */
export function pngOf(width: number, height: number, chunks: Buffer[]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', ihdr), ...chunks]);
}

/** A real baseline (or progressive) JPEG of width × height, encoded by libvips. */
export function jpegBytes(width: number, height: number, progressive = false): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 200 } } })
    .jpeg({ progressive })
    .toBuffer();
}

/** The start of a baseline JPEG (SOI, APP0, SOF0) declaring width × height. */
export function jpegHeaderBytes(width: number, height: number): Buffer {
  const app0 = Buffer.from([
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
  ]);
  const sof = Buffer.from([
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x03,
    0x01,
    0x22,
    0x00,
    0x02,
    0x11,
    0x01,
    0x03,
    0x11,
    0x01,
  ]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
}

export const dataUrl = (bytes: Buffer, mime = 'image/png') => `data:${mime};base64,${bytes.toString('base64')}`;

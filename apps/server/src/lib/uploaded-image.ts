/**
 * Uploaded images (award icons, graphic backgrounds) decoded and re-encoded before they are stored.
 *
 * packages/domain/src/image.ts reads the format and size from the header (the browser's pre-check); here the server
 * goes further, in this order:
 *  1. the size from the header is bounded BEFORE anything is decoded (a 30.000×30.000 "bomb" is refused unread);
 *  2. the file's structure is walked: PNG chunks with their CRC, IHDR first, at least one IDAT, IEND last and nothing
 *     after it; JPEG segments and scans up to EOI and nothing after it (PNG + HTML, JPEG + ZIP polyglots, header-only
 *     files and bad CRCs are refused); a PNG's compressed data may not inflate beyond the declared pixels;
 *  3. the pixels are decoded by libvips (sharp) with the same pixel limit and `failOn: 'warning'` (truncated data,
 *     surplus compressed data), and re-encoded in the same format: what is stored is what was decoded, with no
 *     ancillary chunk, comment or metadata of the upload.
 */
import { crc32, inflateSync } from 'node:zlib';
import { dataUrlBytes, readImageInfo, type ImageInfo } from '@bacheca/domain';

export type DecodedImage =
  { ok: true; info: ImageInfo; dataUrl: string } | { ok: false; reason: 'invalid' | 'too_large' };

const u32 = (b: Uint8Array, o: number) => ((b[o] << 24) >>> 0) + (b[o + 1] << 16) + (b[o + 2] << 8) + b[o + 3];

/** Every chunk whole with a right CRC, IHDR first, an IDAT, IEND last and the end of the file. */
export function isWellFormedPng(b: Uint8Array): boolean {
  let o = 8;
  let first = true;
  let idat = false;
  while (o + 12 <= b.length) {
    const len = u32(b, o);
    const type = String.fromCharCode(b[o + 4], b[o + 5], b[o + 6], b[o + 7]);
    if (!/^[A-Za-z]{4}$/.test(type) || len > 0x7fffffff || o + 12 + len > b.length) return false;
    const stored = u32(b, o + 8 + len);
    if (crc32(b.subarray(o + 4, o + 8 + len)) >>> 0 !== stored) return false;
    if (first && (type !== 'IHDR' || len !== 13)) return false;
    first = false;
    if (type === 'IDAT') idat = true;
    o += 12 + len;
    if (type === 'IEND') return len === 0 && idat && o === b.length;
  }
  return false;
}

const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/**
 * The IDAT stream inflates to no more than the pixels the header declares (a "bomb" of a few kB holding gigabytes of
 * zeros behind a small size is refused: inflating stops at the bound). The bound is the filtered size of the image
 * plus what Adam7 interlacing can add (a filter byte and a partial byte per row of each of its 7 passes).
 */
export function pngDataFits(b: Uint8Array): boolean {
  const width = u32(b, 16);
  const height = u32(b, 20);
  const depth = b[24];
  const channels = PNG_CHANNELS[b[25]];
  if (!channels || ![1, 2, 4, 8, 16].includes(depth)) return false;
  const rowBytes = Math.ceil((width * channels * depth) / 8) + 1;
  const bound = rowBytes * height + 4 * (height + 7);
  const parts: Uint8Array[] = [];
  for (let o = 8; o + 12 <= b.length;) {
    const len = u32(b, o);
    if (String.fromCharCode(b[o + 4], b[o + 5], b[o + 6], b[o + 7]) === 'IDAT')
      parts.push(b.subarray(o + 8, o + 8 + len));
    o += 12 + len;
  }
  try {
    inflateSync(Buffer.concat(parts), { maxOutputLength: bound });
    return true;
  } catch {
    // over the bound (RangeError), or not a zlib stream
    return false;
  }
}

/** Markers without a length: TEM, RST0–7, SOI, EOI. */
const standalone = (m: number) => m === 0x01 || (m >= 0xd0 && m <= 0xd9);

/** Segments and entropy-coded scans from SOI to EOI, a frame and a scan on the way, and nothing after EOI. */
export function isWellFormedJpeg(b: Uint8Array): boolean {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return false;
  let o = 2;
  let frame = false;
  let scan = false;
  while (o + 1 < b.length) {
    if (b[o] !== 0xff) return false;
    let m = b[o + 1];
    while (m === 0xff && o + 2 < b.length) m = b[++o + 1]; // fill bytes
    o += 2;
    if (m === 0xd9) return frame && scan && o === b.length;
    if (standalone(m)) {
      if (m === 0xd8) return false; // a second SOI
      continue;
    }
    if (o + 2 > b.length) return false;
    const len = (b[o] << 8) + b[o + 1];
    if (len < 2 || o + len > b.length) return false;
    if (m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc) frame = true;
    o += len;
    if (m === 0xda) {
      if (!frame) return false;
      scan = true;
      // entropy-coded data: up to the next marker that is neither a stuffed 0x00 nor a restart marker
      while (o + 1 < b.length && !(b[o] === 0xff && b[o + 1] !== 0x00 && !(b[o + 1] >= 0xd0 && b[o + 1] <= 0xd7))) o++;
    }
  }
  return false;
}

/**
 * A base64 data URL of a PNG or JPEG within `max`, decoded and re-encoded (see above). The answer's data URL holds
 * the re-encoded bytes with their own MIME type.
 */
export async function decodeImageDataUrl(url: string, max: { width: number; height: number }): Promise<DecodedImage> {
  const bytes = dataUrlBytes(url);
  const info = bytes ? readImageInfo(bytes) : null;
  if (!bytes || !info) return { ok: false, reason: 'invalid' };
  if (info.width > max.width || info.height > max.height) return { ok: false, reason: 'too_large' };
  if (!(info.format === 'png' ? isWellFormedPng(bytes) && pngDataFits(bytes) : isWellFormedJpeg(bytes)))
    return { ok: false, reason: 'invalid' };
  // loaded on the first upload, not at start (libvips is a native library of several MB); a missing binary is an
  // error of the installation, not of the image, so it is not caught below
  const { default: sharp } = await import('sharp');
  try {
    const input = sharp(bytes, { limitInputPixels: max.width * max.height, failOn: 'warning', sequentialRead: true });
    const meta = await input.metadata();
    if (meta.format !== info.format || meta.width !== info.width || meta.height !== info.height)
      return { ok: false, reason: 'invalid' };
    const out = info.format === 'png' ? input.png({ compressionLevel: 9 }) : input.jpeg({ quality: 90, mozjpeg: true });
    const { data, info: written } = await out.toBuffer({ resolveWithObject: true });
    if (written.width !== info.width || written.height !== info.height) return { ok: false, reason: 'invalid' };
    return { ok: true, info, dataUrl: `data:image/${info.format};base64,${data.toString('base64')}` };
  } catch {
    // libvips refused the pixels: truncated or surplus data, a bad stream, over the pixel limit
    return { ok: false, reason: 'invalid' };
  }
}

/**
 * Image headers read from the bytes themselves (award icons 200×30, graphics 1200×800): the format and the size come
 * from the PNG IHDR chunk or the JPEG start-of-frame segment, never from a file name or the MIME type a browser sends.
 * Pure TypeScript (no Node Buffer, no DOM), so the browser can pre-check an upload with the same rules the server
 * enforces.
 */

export type ImageFormat = 'png' | 'jpeg';

export interface ImageInfo {
  format: ImageFormat;
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function readPng(b: Uint8Array): ImageInfo | null {
  if (b.length < 33) return null;
  for (let i = 0; i < 8; i++) if (b[i] !== PNG_SIGNATURE[i]) return null;
  // the first chunk must be IHDR (length 13): width and height are big-endian 32-bit integers
  const type = String.fromCharCode(b[12], b[13], b[14], b[15]);
  if (type !== 'IHDR') return null;
  const u32 = (o: number) => ((b[o] << 24) >>> 0) + (b[o + 1] << 16) + (b[o + 2] << 8) + b[o + 3];
  const width = u32(16);
  const height = u32(20);
  if (width === 0 || height === 0) return null;
  return { format: 'png', width, height };
}

/** Start-of-frame markers carry the size: C0–CF except DHT (C4), JPG (C8) and DAC (CC). */
const isSof = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

function readJpeg(b: Uint8Array): ImageInfo | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return null;
  let o = 2;
  while (o + 3 < b.length) {
    if (b[o] !== 0xff) return null;
    let marker = b[o + 1];
    // fill bytes
    while (marker === 0xff && o + 2 < b.length) {
      o++;
      marker = b[o + 1];
    }
    o += 2;
    // markers without a length
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) continue;
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan before any frame header
    if (o + 1 >= b.length) return null;
    const len = (b[o] << 8) + b[o + 1];
    if (len < 2) return null;
    if (isSof(marker)) {
      if (o + 6 >= b.length) return null;
      const height = (b[o + 3] << 8) + b[o + 4];
      const width = (b[o + 5] << 8) + b[o + 6];
      if (width === 0 || height === 0) return null;
      return { format: 'jpeg', width, height };
    }
    o += len;
  }
  return null;
}

/** Format and size of a PNG or JPEG from its bytes, or null when the bytes are neither. */
export function readImageInfo(bytes: Uint8Array): ImageInfo | null {
  return readPng(bytes) ?? readJpeg(bytes);
}

const DATA_URL = /^data:([a-z0-9.+/-]*)(;[a-z0-9=;-]*)?;base64,([A-Za-z0-9+/]*={0,2})$/i;

/** The bytes of a base64 `data:` URL, or null when it is not one. */
export function dataUrlBytes(url: string): Uint8Array | null {
  const m = DATA_URL.exec(url.trim());
  if (!m || m[3].length % 4 !== 0) return null;
  try {
    const bin = atob(m[3]);
    const out = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
    return out;
  } catch {
    return null;
  }
}

export type ImageCheck =
  { ok: true; info: ImageInfo; dataUrl: string } | { ok: false; reason: 'invalid' | 'too_large' };

/**
 * Check a `data:` URL holding a JPEG or PNG no larger than `max` pixels; the answer's `dataUrl` carries the MIME type
 * of the bytes (whatever the sender declared), so what is stored and served matches what the image is.
 */
export function checkImageDataUrl(url: string, max: { width: number; height: number }): ImageCheck {
  const bytes = dataUrlBytes(url);
  const info = bytes ? readImageInfo(bytes) : null;
  if (!bytes || !info) return { ok: false, reason: 'invalid' };
  if (info.width > max.width || info.height > max.height) return { ok: false, reason: 'too_large' };
  const base64 = url.trim().slice(url.trim().indexOf(',') + 1);
  return { ok: true, info, dataUrl: `data:image/${info.format};base64,${base64}` };
}

/**
 * A `data:` URL that already says what its bytes are: a PNG or JPEG within `max` whose declared MIME type is the one
 * of the bytes (what a stored graphic background must be, since it is embedded as is).
 */
export function isExactImageDataUrl(url: string, max: { width: number; height: number }): boolean {
  const check = checkImageDataUrl(url, max);
  return check.ok && check.dataUrl === url;
}

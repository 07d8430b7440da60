import { describe, expect, it } from 'vitest';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { dataUrlBytes } from '@bacheca/domain';
import { decodeImageDataUrl, isWellFormedJpeg, isWellFormedPng } from './uploaded-image';
import { chunk, dataUrl, jpegBytes, jpegHeaderBytes, pngBytes, pngOf } from '../test/images';

const ICON = { width: 200, height: 30 };
const IEND = chunk('IEND', Buffer.alloc(0));
/** A minimal ZIP archive (local header of an empty "a.html" and the end of the central directory). */
const ZIP = Buffer.concat([
  Buffer.from('PK\x03\x04', 'latin1'),
  Buffer.alloc(26),
  Buffer.from('a.html'),
  Buffer.from('PK\x05\x06', 'latin1'),
  Buffer.alloc(18),
]);
const HTML = Buffer.from('<html><script>alert(document.domain)</script></html>');

describe('uploaded images are decoded and re-encoded', () => {
  it('a real PNG and a real JPEG (baseline and progressive) are stored as what libvips decoded', async () => {
    const png = pngBytes(200, 30);
    const r = await decodeImageDataUrl(dataUrl(png, 'image/jpeg'), ICON);
    expect(r).toMatchObject({ ok: true, info: { format: 'png', width: 200, height: 30 } });
    if (!r.ok) return;
    expect(r.dataUrl).toMatch(/^data:image\/png;base64,/);
    const meta = await sharp(Buffer.from(dataUrlBytes(r.dataUrl)!)).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 200, height: 30 });
    // interlaced (Adam7), palette and 16-bit PNGs fit their bound too
    const base = sharp({
      create: { width: 200, height: 30, channels: 4, background: { r: 9, g: 99, b: 199, alpha: 0.5 } },
    });
    for (const variant of [
      base.clone().png({ progressive: true }),
      base.clone().png({ palette: true }),
      base.clone().toColourspace('rgb16').png(),
    ]) {
      const p = await variant.toBuffer();
      expect(await decodeImageDataUrl(dataUrl(p), ICON)).toMatchObject({
        ok: true,
        info: { format: 'png', width: 200, height: 30 },
      });
    }
    for (const progressive of [false, true]) {
      const jpeg = await jpegBytes(120, 24, progressive);
      expect(isWellFormedJpeg(jpeg)).toBe(true);
      const j = await decodeImageDataUrl(dataUrl(jpeg, 'image/png'), ICON);
      expect(j).toMatchObject({ ok: true, info: { format: 'jpeg', width: 120, height: 24 } });
      if (j.ok) expect(j.dataUrl).toMatch(/^data:image\/jpeg;base64,/);
    }
  });

  it('what the upload carried besides its pixels is not stored (an ancillary chunk with a script)', async () => {
    const raw = Buffer.concat(
      Array.from({ length: 30 }, () => Buffer.concat([Buffer.from([0]), Buffer.alloc(800, 0x7f)])),
    );
    const png = pngOf(200, 30, [
      chunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), HTML])),
      chunk('IDAT', deflateSync(raw)),
      IEND,
    ]);
    expect(isWellFormedPng(png)).toBe(true);
    const r = await decodeImageDataUrl(dataUrl(png), ICON);
    expect(r.ok).toBe(true);
    if (r.ok) expect(Buffer.from(dataUrlBytes(r.dataUrl)!).includes('<script>')).toBe(false);
  });

  it('refuses header-only files', async () => {
    const headerOnlyPng = pngOf(200, 30, []);
    expect(await decodeImageDataUrl(dataUrl(headerOnlyPng), ICON)).toEqual({ ok: false, reason: 'invalid' });
    expect(await decodeImageDataUrl(dataUrl(pngOf(200, 30, [IEND])), ICON)).toEqual({ ok: false, reason: 'invalid' });
    expect(await decodeImageDataUrl(dataUrl(jpegHeaderBytes(120, 24), 'image/jpeg'), ICON)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('refuses polyglots: bytes after IEND or EOI (HTML, ZIP)', async () => {
    const png = pngBytes(20, 10);
    const jpeg = await jpegBytes(20, 10);
    for (const tail of [HTML, ZIP, Buffer.from([0])]) {
      expect(isWellFormedPng(Buffer.concat([png, tail]))).toBe(false);
      expect(await decodeImageDataUrl(dataUrl(Buffer.concat([png, tail])), ICON)).toEqual({
        ok: false,
        reason: 'invalid',
      });
      expect(isWellFormedJpeg(Buffer.concat([jpeg, tail]))).toBe(false);
      expect(await decodeImageDataUrl(dataUrl(Buffer.concat([jpeg, tail]), 'image/jpeg'), ICON)).toEqual({
        ok: false,
        reason: 'invalid',
      });
    }
    // the unaltered files pass the same walk
    expect(isWellFormedPng(png)).toBe(true);
    expect(isWellFormedJpeg(jpeg)).toBe(true);
  });

  it('refuses a bad CRC in any chunk and a truncated file', async () => {
    const png = pngBytes(20, 10);
    for (const at of [29, 33 + 8, png.length - 5]) {
      // 29: IHDR's CRC; 41: IDAT's data; the last CRC: IEND's
      const bad = Buffer.from(png);
      bad[at] ^= 0x01;
      expect(isWellFormedPng(bad), String(at)).toBe(false);
      expect(await decodeImageDataUrl(dataUrl(bad), ICON)).toEqual({ ok: false, reason: 'invalid' });
    }
    expect(await decodeImageDataUrl(dataUrl(png.subarray(0, png.length - 12)), ICON)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    const jpeg = await jpegBytes(20, 10);
    expect(await decodeImageDataUrl(dataUrl(jpeg.subarray(0, jpeg.length - 20), 'image/jpeg'), ICON)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('refuses decompression bombs: a huge size from the header unread, surplus compressed data, short data', async () => {
    // 30.000 × 30.000 declared: refused by the header's size before any byte is inflated
    const huge = pngOf(30_000, 30_000, [chunk('IDAT', deflateSync(Buffer.alloc(1024))), IEND]);
    expect(await decodeImageDataUrl(dataUrl(huge), ICON)).toEqual({ ok: false, reason: 'too_large' });
    // 200 × 30 declared (24 kB of pixels) with 64 MB of zeros behind it: libvips stops and refuses
    const bomb = pngOf(200, 30, [chunk('IDAT', deflateSync(Buffer.alloc(64 * 1024 * 1024), { level: 9 })), IEND]);
    expect(bomb.length).toBeLessThan(100_000);
    expect(isWellFormedPng(bomb)).toBe(true);
    expect(await decodeImageDataUrl(dataUrl(bomb), ICON)).toEqual({ ok: false, reason: 'invalid' });
    // too little data for the size declared
    const short = pngOf(200, 30, [chunk('IDAT', deflateSync(Buffer.alloc(100))), IEND]);
    expect(await decodeImageDataUrl(dataUrl(short), ICON)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses what is not a PNG or JPEG, whatever it declares', async () => {
    expect(await decodeImageDataUrl(dataUrl(HTML, 'image/png'), ICON)).toEqual({ ok: false, reason: 'invalid' });
    expect(await decodeImageDataUrl(dataUrl(ZIP, 'image/png'), ICON)).toEqual({ ok: false, reason: 'invalid' });
    expect(await decodeImageDataUrl('https://example.it/icon.png', ICON)).toEqual({ ok: false, reason: 'invalid' });
    expect(await decodeImageDataUrl(dataUrl(pngBytes(201, 30)), ICON)).toEqual({ ok: false, reason: 'too_large' });
  });
});

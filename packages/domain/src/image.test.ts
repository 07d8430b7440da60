import { describe, expect, it } from 'vitest';
import { checkImageDataUrl, dataUrlBytes, readImageInfo } from './image';

/** The first bytes of a PNG: signature and IHDR with width × height. */
function pngHeader(width: number, height: number): Uint8Array {
  const b = new Uint8Array(33);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(b.buffer).setUint32(16, width);
  new DataView(b.buffer).setUint32(20, height);
  return b;
}
/** SOI, an APP0 segment, then a progressive SOF2 frame of width × height. */
function jpegHeader(width: number, height: number): Uint8Array {
  return new Uint8Array([
    0xff,
    0xd8,
    0xff,
    0xe0,
    0x00,
    0x04,
    0x00,
    0x00,
    0xff,
    0xff,
    0xc2,
    0x00,
    0x0b,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x01,
    0x01,
    0x11,
    0x00,
  ]);
}
const toDataUrl = (b: Uint8Array, mime: string) => `data:${mime};base64,${btoa(String.fromCharCode(...b))}`;

describe('image headers (award icons 200×30, graphics 1200×800)', () => {
  it('reads PNG and JPEG (baseline or progressive, with fill bytes) sizes from the bytes', () => {
    expect(readImageInfo(pngHeader(200, 30))).toEqual({ format: 'png', width: 200, height: 30 });
    expect(readImageInfo(jpegHeader(1200, 800))).toEqual({ format: 'jpeg', width: 1200, height: 800 });
    expect(readImageInfo(new Uint8Array([0x47, 0x49, 0x46, 0x38]))).toBeNull();
    expect(readImageInfo(pngHeader(0, 30))).toBeNull();
    expect(readImageInfo(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02]))).toBeNull();
  });
  it('checks a data URL by its bytes and names the real type', () => {
    expect(checkImageDataUrl(toDataUrl(pngHeader(200, 30), 'image/jpeg'), { width: 200, height: 30 })).toMatchObject({
      ok: true,
      dataUrl: expect.stringMatching(/^data:image\/png;base64,/),
    });
    expect(checkImageDataUrl(toDataUrl(jpegHeader(1201, 800), 'image/jpeg'), { width: 1200, height: 800 })).toEqual({
      ok: false,
      reason: 'too_large',
    });
    expect(checkImageDataUrl('data:text/html;base64,PHNjcmlwdD4=', { width: 200, height: 30 })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(dataUrlBytes('data:image/png;base64,abc')).toBeNull();
    expect(dataUrlBytes('not a data url')).toBeNull();
  });
});

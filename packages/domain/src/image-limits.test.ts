import { describe, expect, it } from 'vitest';
import { checkImageDataUrl, dataUrlBytes, isExactImageDataUrl, readImageInfo } from './image';
import { jpegHeader, pngHeader } from './test/image-fixtures';

const dataUrl = (mime: string, bytes: Uint8Array) => `data:${mime};base64,${btoa(String.fromCharCode(...bytes))}`;

describe('image headers', () => {
  it('reads the size of a PNG and of a JPEG from their bytes', () => {
    expect(readImageInfo(pngHeader(1200, 800))).toEqual({ format: 'png', width: 1200, height: 800 });
    expect(readImageInfo(jpegHeader(640, 480))).toEqual({ format: 'jpeg', width: 640, height: 480 });
  });

  it('refuses other formats, truncated headers and zero sizes', () => {
    expect(readImageInfo(new TextEncoder().encode('GIF89a……………………'))).toBeNull();
    expect(readImageInfo(pngHeader(10, 10).slice(0, 20))).toBeNull();
    expect(readImageInfo(pngHeader(0, 10))).toBeNull();
    expect(readImageInfo(jpegHeader(10, 10).slice(0, 12))).toBeNull();
    expect(readImageInfo(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
  });

  it('checks a graphic background: declared type agrees with the bytes, size within the limit', () => {
    const max = { width: 1200, height: 800 };
    expect(isExactImageDataUrl(dataUrl('image/png', pngHeader(1200, 800)), max)).toBe(true);
    expect(isExactImageDataUrl(dataUrl('image/jpeg', jpegHeader(300, 200)), max)).toBe(true);
    expect(checkImageDataUrl(dataUrl('image/jpeg', jpegHeader(300, 200)), max)).toMatchObject({
      ok: true,
      info: { format: 'jpeg', width: 300, height: 200 },
    });
    expect(isExactImageDataUrl(dataUrl('image/png', pngHeader(1201, 800)), max)).toBe(false);
    expect(checkImageDataUrl(dataUrl('image/png', pngHeader(1201, 800)), max)).toEqual({
      ok: false,
      reason: 'too_large',
    });
    expect(isExactImageDataUrl(dataUrl('image/jpeg', jpegHeader(1200, 801)), max)).toBe(false);
    expect(isExactImageDataUrl(dataUrl('image/jpeg', pngHeader(10, 10)), max)).toBe(false);
    expect(isExactImageDataUrl(dataUrl('image/svg+xml', pngHeader(10, 10)), max)).toBe(false);
    expect(dataUrlBytes('data:image/png;base64,@@@')).toBeNull();
  });
});

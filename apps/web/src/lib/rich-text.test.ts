import { describe, expect, it } from 'vitest';
import { hasVisibleText, sanitizeRichText } from './rich-text';

describe('the browser copy of the rich-text rule', () => {
  it('keeps formatting and safe links, drops scripts, handlers and javascript: URLs', () => {
    expect(sanitizeRichText('<p><b>a</b> <i>b</i></p><ul><li>c</li></ul>')).toBe(
      '<p><b>a</b> <i>b</i></p><ul><li>c</li></ul>',
    );
    expect(sanitizeRichText('<a href="https://x.it" onclick="e()">x</a>')).toBe(
      '<a href="https://x.it" target="_blank" rel="noopener noreferrer">x</a>',
    );
    const out = sanitizeRichText(
      '<script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">y</a><p style="x" onmouseover="z()">ok</p>',
    );
    expect(out).toBe('<a>y</a><p>ok</p>');
    expect(hasVisibleText('<p>&nbsp;</p>')).toBe(false);
    expect(hasVisibleText('<p>ciao</p>')).toBe(true);
  });
});

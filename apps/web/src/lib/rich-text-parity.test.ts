/**
 * The browser's rich-text sanitizer and the server's give the same visible result for hostile and broken markup.
 * The one test of the web app that reads server code: the two sides of one rule (packages/domain/src/rich-text.ts).
 */
import { describe, expect, it } from 'vitest';
import { sanitizeRichText as serverSanitize } from '../../../server/src/modules/notifications/rich-text';
import { sanitizeRichText as browserSanitize } from './rich-text';

/** What a reader sees and can click: the DOM the HTML builds, written back out (attribute order, entities alike). */
function rendered(html: string): string {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder.innerHTML.trim();
}

const CORPUS = [
  '<p><b>grassetto</b> <i>corsivo</i> <u>sottolineato</u></p><ul><li>uno</li></ul><ol><li>due</li></ol>',
  'riga<br>a capo<div>blocco</div><strong>forte</strong><em>enfasi</em>',
  '<script>alert(1)</script>testo',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>ok',
  '<style>p{color:red}</style><p style="color:red">stile</p>',
  '<img src=x onerror=alert(2)>immagine',
  '<p onclick="x()" onmouseover="y()" class="c" id="i">gestori</p>',
  '<a href="https://example.it" onclick="e()">sicuro</a>',
  '<a href=" https://example.it/a?b=1&amp;c=2 ">spazi</a>',
  '<a href="mailto:info@example.it">posta</a>',
  '<a href="http://example.it" target="_self" rel="opener">apre</a>',
  '<a href="javascript:alert(3)">js</a>',
  '<a href="JaVaScRiPt:alert(3)">js maiuscolo</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<a href="//evil.example">relativo al protocollo</a>',
  '<a href="/pagina">relativo</a>',
  '<a>senza href</a>',
  '<iframe src="https://evil.example"></iframe>dopo',
  '<object data="x"></object><embed src="y">oggetti',
  '<textarea>nascosto</textarea>visibile',
  '<select><option>scelta</option></select>form',
  '<b><i>annidati male</b></i>',
  '<p>aperto<p>ancora',
  '<ul><li>uno<li>due</ul>',
  '</p>chiusura orfana</b>',
  '&lt;script&gt;alert(1)&lt;/script&gt; entità',
  '&amp; &quot; &#39; &nbsp; &euro; &#x41;',
  'a < b > c & d',
  '<!-- commento -->testo<!-- <script>x</script> -->',
  '<p><span style="font-weight:bold">span</span> <font color=red>font</font></p>',
  '<h1>titolo</h1><table><tr><td>cella</td></tr></table>',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<form action="https://evil.example"><input value="x"><button>invia</button></form>',
  '<a href="https://example.it"><b>link</b> in grassetto</a>',
  '<base href="https://evil.example/">base',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">meta',
  '<svg><script>alert(1)</script><text>svg</text></svg>',
  '<svg onload=alert(1)><a href="javascript:x">svg link</a></svg>',
  '<math><mi>x</mi><mtext><img src=x onerror=alert(1)></mtext></math>',
  '<noscript><p>senza script</p></noscript>',
  '<template><b>modello</b></template>fuori',
  '<xmp><b>xmp</b></xmp>',
  '<iframe><b>dentro</b></iframe>',
  '<noembed>ne</noembed><noframes>nf</noframes>',
  '',
  '   ',
];

describe('the rich-text rule, browser and server alike', () => {
  it.each(CORPUS)('%s', (html) => {
    expect(rendered(browserSanitize(html))).toBe(rendered(serverSanitize(html)));
  });
});

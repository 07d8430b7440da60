import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The `.ts` half of `inline-texts.test.ts`: plain modules (labels, route titles, form rules, formatters) hold no
 * Italian text either; they take it from the domain package's catalogue (`packages/domain/src/messages*.ts`).
 *
 * A `.ts` module has no JSX to tell a text from a code, so this test reads every string literal and every fixed part
 * of a template and keeps those that read as words for a person:
 * - at least two words of letters separated by a space ("Vai alla prima pagina", "Copia di "), or a word and a
 *   catalogue-style placeholder ("Bacheca {game}");
 * - a word followed by a space and a value (`Jolly ${n}`, `numerosità ${n}`): a sentence built around a placeholder;
 * - a single capitalised word ("Buongiorno", "Sì") used as a label: an object field's value, a returned value, an
 *   argument, a branch of a condition, a piece of a concatenation (not an array element: font names).
 * It leaves alone what only looks like words: import paths and module names, types, property names and index keys,
 * `case` labels and compared values, the messages of `Error`s and of `console` (English, for developers), HTTP header
 * values (`Bearer …`), CSS font names (`"Segoe UI"`), URLs and paths, enum codes (`SUPERENALOTTO`, `bacheca_gn`).
 *
 * `STILL_INLINE_TS` lists the modules that still hold such texts: it only shrinks. A module outside it with an inline
 * text fails the test, and a module in it with none fails too (drop it from the list).
 */
const STILL_INLINE_TS: readonly string[] = [];

const WEB_SRC = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /(?<!\.test|\.d)\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** Two words of letters with a space between ("Vai alla", "1 sistema vincente"), or a word and a `{placeholder}`. */
const TWO_WORDS = /\p{L}{2,}[’']?\p{L}*[ \u00a0]+[«(]?(\p{L}{2,}|\{\w+\})/u;
/** A word, then the space before a placeholder (`Jolly ${n}`, ` · estrazione ${day}`). */
const WORD_BEFORE_VALUE = /(^|[\s(·])\p{L}{2,}[ \u00a0]$/u;
/** One capitalised word ("Buongiorno", "Sì", " Stell"), not a code (`GET`, `AbortError`, `Content-Type`). */
const LABEL_WORD = /^\p{Lu}\p{Ll}+[.:]?$/u;

/** A code that reads like words: a URL or path, a CSS font name, a MIME type. */
function isCode(text: string): boolean {
  const t = text.trim();
  if (/^(https?:|mailto:)\S*$|^[/#.]\S*$/.test(t)) return true;
  if (/^"[^"]*"$/.test(t)) return true;
  if (/^[\w-]+\/[\w.+-]+$/.test(t)) return true;
  return false;
}

/** Calls whose arguments are for developers, not users. */
const DEVELOPER_CALLEES = /^(console\.\w+|(new )?\w*Error|assert\w*)$/;
/** HTTP header names: their values (`Bearer …`) are protocol, not Italian. */
const HEADER_NAMES = /^(Authorization|Accept[\w-]*|Content-[\w-]+)$/;
const COMPARISONS = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
  ts.SyntaxKind.InKeyword,
]);

function nameText(name: ts.Node | undefined): string | undefined {
  if (!name) return undefined;
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isPrivateIdentifier(name)) return name.text;
  if (ts.isPropertyAccessExpression(name)) return name.name.text;
  return undefined;
}

/** The string is not shown to anyone: a module name, a type, a key, a compared code, a developer's message. */
function isCodePosition(node: ts.Node, source: ts.SourceFile): boolean {
  const parent = node.parent;
  if (ts.isLiteralTypeNode(parent) || ts.isCaseClause(parent) || ts.isElementAccessExpression(parent)) return true;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isModuleDeclaration(parent)) return true;
  if (ts.isExternalModuleReference(parent) || ts.isImportTypeNode(parent)) return true;
  if ((ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent)) && parent.name === node) return true;
  if (ts.isBinaryExpression(parent) && COMPARISONS.has(parent.operatorToken.kind)) return true;
  for (let up: ts.Node = parent; !ts.isSourceFile(up); up = up.parent) {
    if ((ts.isCallExpression(up) || ts.isNewExpression(up)) && up.expression) {
      const callee = (ts.isNewExpression(up) ? 'new ' : '') + up.expression.getText(source);
      if (DEVELOPER_CALLEES.test(callee) || up.expression.kind === ts.SyntaxKind.ImportKeyword) return true;
    }
    if (ts.isThrowStatement(up)) return true;
    if (ts.isPropertyAssignment(up) && HEADER_NAMES.test(nameText(up.name) ?? '')) return true;
    if (
      ts.isBinaryExpression(up) &&
      up.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      HEADER_NAMES.test(nameText(up.left) ?? '')
    )
      return true;
    if (ts.isStatement(up) && !ts.isReturnStatement(up)) break;
  }
  return false;
}

interface Finding {
  line: number;
  text: string;
}

function findInlineTexts(fileName: string, code: string): Finding[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const findings: Finding[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    findings.push({ line: line + 1, text: text.trim() });
  };
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const text = node.text;
      if (!isCodePosition(node, source) && !isCode(text)) {
        const label = LABEL_WORD.test(text.trim()) && !ts.isArrayLiteralExpression(node.parent);
        if (TWO_WORDS.test(text) || label) report(node, text);
      }
    } else if (ts.isTemplateExpression(node)) {
      if (!isCodePosition(node, source)) {
        const parts = [node.head, ...node.templateSpans.map((span) => span.literal)];
        parts.forEach((part, i) => {
          const beforeValue = i < parts.length - 1;
          const text = part.text;
          if (isCode(text)) return;
          if (TWO_WORDS.test(text) || LABEL_WORD.test(text.trim()) || (beforeValue && WORD_BEFORE_VALUE.test(text)))
            report(part, text);
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

describe('inline texts of the .ts modules', () => {
  it('finds the words a person reads and leaves codes alone', () => {
    const code = `
      import { x } from '@bacheca/domain/messages';
      type Status = 'In corso' | 'Chiuso';
      export const LABELS = { NON_ACCUMULO: 'Sistema non ad accumulo', WEB: 'Web', 'aria-label': X };
      export const title = (n: number) => (n === 1 ? 'Sì' : 'No');
      const draw = \`Jolly \${jolly}\`;
      const title = 'Notifiche {type}';
      const name = 'Copia di ' + s.name;
      const code = 'SUPERENALOTTO', perm = 'bacheca_gn', path = '/bacheca/proposte', mime = 'text/csv';
      const fonts = ['system-ui', '"Segoe UI"', 'Roboto'].join(',');
      if (event.key === 'Enter' || error.name === 'AbortError') open();
      switch (m.type) { case 'Basi varianti': break; }
      headers.Authorization = \`Bearer \${token}\`;
      const h = { 'Content-Type': 'application/json', Authorization: 'Bearer ' + t };
      const testId = \`nav-section-\${key}\`;
      console.warn('Token refresh failed', error);
      throw new Error('Unknown route id ' + id);
    `;
    expect(findInlineTexts('sample.ts', code).map((finding) => finding.text)).toEqual([
      'Sistema non ad accumulo',
      'Web',
      'Sì',
      'No',
      'Jolly',
      'Notifiche {type}',
      'Copia di',
    ]);
  });

  it('no module outside STILL_INLINE_TS writes an Italian text inline, and each module in it still does', () => {
    const found = new Map<string, Finding[]>();
    for (const path of sources(WEB_SRC)) {
      const findings = findInlineTexts(path, readFileSync(path, 'utf8'));
      if (findings.length > 0) found.set(relative(WEB_SRC, path).split('\\').join('/'), findings);
    }
    const allowed = new Set(STILL_INLINE_TS);
    const offending = [...found]
      .filter(([file]) => !allowed.has(file))
      .flatMap(([file, findings]) => findings.map(({ line, text }) => `${file}:${line} ${JSON.stringify(text)}`));
    if (offending.length > 0) console.log(`Inline texts (move them to the catalogue):\n${offending.join('\n')}`);
    expect(offending).toEqual([]);
    expect(STILL_INLINE_TS.filter((file) => !found.has(file))).toEqual([]);
  });
});

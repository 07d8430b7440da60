import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Italian texts live in the domain package's catalogue (`packages/domain/src/messages*.ts`), not in the pages: this
 * test reads every `.tsx` source of the web app with the TypeScript parser and reports the texts written inline.
 * A text is a JSX text with letters, or a string literal given to a prop or field that is shown to the user (label,
 * title, headerName, aria-label…), put among an element's children, or passed to a toast. Test ids, class names,
 * URLs, enum codes and punctuation are not texts. No file may hold one: the first test proves the reader still finds
 * them, the second that no source has any.
 */

/** Props and object fields whose string value is shown to the user. */
const TEXT_NAMES = new Set([
  'label',
  'title',
  'placeholder',
  'helperText',
  'aria-label',
  'aria-description',
  'alt',
  'headerName',
  'tooltip',
  'description',
  'message',
  'text',
  'children',
  'emptyText',
  'confirmLabel',
  'cancelLabel',
  'submitLabel',
  'body',
  'subtitle',
  'caption',
  'header',
  'noRowsLabel',
  'allLabel',
]);

/** Functions whose first argument is shown to the user. */
const TOAST_CALLEES = /^(toast(\.(success|error|info|warning|message|loading))?|notify\w*|window\.confirm|confirm)$/;

/** A list's filters (components/filter-fields.tsx): `field.text('city', 'Città')`, the second argument is the label. */
const FILTER_FIELD_CALLEES = /^\w+\.(text|select|bool)$/;

const WEB_SRC = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

/** Words for a person: two letters in a row, not a code (`SUPERENALOTTO`, `text/csv`, `#fff`, `/path`, `https:`). */
function isText(value: string): boolean {
  const trimmed = value.trim();
  if (!/\p{L}{2}/u.test(trimmed)) return false;
  if (/^[A-Z0-9_]+$/.test(trimmed)) return false;
  if (/^(https?:|mailto:)\S*$|^[/#.]\S*$/.test(trimmed)) return false;
  if (/^[\w-]+\/[\w.+-]+$/.test(trimmed)) return false;
  return true;
}

/** The literal strings an expression may evaluate to: a literal, a template's fixed parts, a conditional's branches. */
function literalTexts(node: ts.Expression): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
  if (ts.isParenthesizedExpression(node)) return literalTexts(node.expression);
  if (ts.isConditionalExpression(node)) return [...literalTexts(node.whenTrue), ...literalTexts(node.whenFalse)];
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    if (
      op === ts.SyntaxKind.BarBarToken ||
      op === ts.SyntaxKind.QuestionQuestionToken ||
      op === ts.SyntaxKind.PlusToken
    ) {
      return [...literalTexts(node.left), ...literalTexts(node.right)];
    }
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return literalTexts(node.right);
  }
  return [];
}

function propertyName(name: ts.PropertyName | ts.JsxAttributeName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  if (ts.isJsxNamespacedName(name)) return `${name.namespace.text}:${name.name.text}`;
  return undefined;
}

interface Finding {
  line: number;
  text: string;
}

function findInlineTexts(fileName: string, code: string): Finding[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const findings: Finding[] = [];
  const report = (node: ts.Node, texts: string[]) => {
    for (const text of texts) {
      if (isText(text)) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        findings.push({ line: line + 1, text: text.trim() });
      }
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      report(node, [node.text]);
    } else if (ts.isJsxAttribute(node)) {
      const name = propertyName(node.name);
      if (name !== undefined && TEXT_NAMES.has(name) && node.initializer) {
        if (ts.isStringLiteral(node.initializer)) report(node, [node.initializer.text]);
        else if (ts.isJsxExpression(node.initializer) && node.initializer.expression) {
          report(node, literalTexts(node.initializer.expression));
        }
      }
    } else if (ts.isPropertyAssignment(node)) {
      const name = propertyName(node.name);
      if (name !== undefined && TEXT_NAMES.has(name)) report(node, literalTexts(node.initializer));
    } else if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      report(node, literalTexts(node.expression));
    } else if (ts.isCallExpression(node) && TOAST_CALLEES.test(node.expression.getText(source))) {
      const [first] = node.arguments;
      if (first) report(node, literalTexts(first));
    } else if (ts.isCallExpression(node) && FILTER_FIELD_CALLEES.test(node.expression.getText(source))) {
      const [, label] = node.arguments;
      if (label) report(node, literalTexts(label));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

describe('inline texts', () => {
  it('finds the texts a page would show and leaves codes alone', () => {
    const code = `
      const columns = [{ field: 'code', headerName: 'Codice' }];
      export const Page = () => (
        <Box data-testid="outlet-list" className="dense" sx={{ p: 2 }}>
          <Button aria-label="Chiudi" href="/ricevitorie" variant="contained">Salva</Button>
          <Typography>{busy ? 'Attendere…' : LABEL}</Typography>
          <TextField label={\`Codice \${n}\`} type="email" placeholder="SUPERENALOTTO" />
          {' · '}
          {field.select('zone', 'Zona', ZONES, { allLabel: 'Tutte' })}
          {field.bool('enabled', T.ENABLED)}
        </Box>
      );
      toast.success('Salvato');
      toast.error(ERRORS.X);
    `;
    expect(findInlineTexts('page.tsx', code).map((finding) => finding.text)).toEqual([
      'Codice',
      'Chiudi',
      'Salva',
      'Attendere…',
      'Codice',
      'Zona',
      'Tutte',
      'Salvato',
    ]);
  });

  it('no file writes an Italian text inline', () => {
    const offending: string[] = [];
    for (const path of sources(WEB_SRC)) {
      const file = relative(WEB_SRC, path).split('\\').join('/');
      for (const { line, text } of findInlineTexts(path, readFileSync(path, 'utf8')))
        offending.push(`${file}:${line} ${JSON.stringify(text)}`);
    }
    if (offending.length > 0) console.log(`Inline texts (move them to the catalogue):\n${offending.join('\n')}`);
    expect(offending).toEqual([]);
  });
});

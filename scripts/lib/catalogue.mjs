// The UI catalogue, read without running it: the English source (every `msg()` call in components/, its id, text
// and placeholder count) and each locale's templates (components/shared/locales/<locale>.ts), compared key by key.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export const LOCALES_DIR = join('components', 'shared', 'locales');

function parse(file) {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
}

/** A string literal, a template without expressions, or a `str` template: its text with `${i}` for each expression. */
function templateText(node) {
  if (ts.isTaggedTemplateExpression(node) && node.tag.getText() === 'str') node = node.template;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    return { text: node.text, placeholders: [] };
  if (!ts.isTemplateExpression(node)) return undefined;
  let text = node.head.text;
  const placeholders = [];
  node.templateSpans.forEach((span, i) => {
    // A locale's expressions are indices into the source's values; the source's own are its values in order.
    const index = ts.isNumericLiteral(span.expression) ? Number(span.expression.text) : i;
    placeholders.push(index);
    text += `\${${index}}${span.literal.text}`;
  });
  return { text, placeholders };
}

function idOf(options) {
  if (options === undefined || !ts.isObjectLiteralExpression(options)) return undefined;
  const prop = options.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText() === 'id');
  return prop && ts.isStringLiteralLike(prop.initializer) ? prop.initializer.text : undefined;
}

function tsFiles(dir, skip) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (path === skip) continue;
    if (entry.isDirectory()) out.push(...tsFiles(path, skip));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** Every `msg(text, { id })` in the files: id → { text, placeholders, where }; problems for calls without an id. */
export function readSource(files) {
  const messages = new Map();
  const problems = [];
  for (const file of files) {
    const source = parse(file);
    const visit = (node) => {
      if (ts.isCallExpression(node) && node.expression.getText() === 'msg') {
        const where = `${relative('.', file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
        const id = idOf(node.arguments[1]);
        const template = node.arguments[0] && templateText(node.arguments[0]);
        if (id === undefined || template === undefined)
          problems.push(`${where}: msg() needs a literal text and an { id }`);
        else {
          const known = messages.get(id);
          if (known !== undefined && known.text !== template.text)
            problems.push(`${where}: id ${id} is also ${known.where} with another text`);
          else messages.set(id, { ...template, where });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { messages, problems };
}

/** The `templates` object of a locale module: id → { text, placeholders }. */
export function readLocale(file) {
  const templates = new Map();
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText() === 'templates' && node.initializer) {
      for (const prop of node.initializer.properties ?? []) {
        if (!ts.isPropertyAssignment(prop)) continue;
        const id = ts.isStringLiteralLike(prop.name) ? prop.name.text : prop.name.getText();
        const template = templateText(prop.initializer);
        if (template !== undefined) templates.set(id, template);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(file));
  return templates;
}

const unique = (list) => [...new Set(list)].sort();
const sameSet = (a, b) => a.length === b.length && a.every((x) => b.includes(x));
/** A zero, one or two form may leave the count out ("نتيجتان", "une seule"); every other message keeps them all. */
const mayDropCount = (id) => /\.(zero|one|two)$/.test(id);

/** Each locale against the source: a missing key, an extra key, a placeholder that differs. */
export function compareLocale(name, source, templates) {
  const problems = [];
  for (const [id, message] of source) {
    const found = templates.get(id);
    if (found === undefined) problems.push(`${name}: missing ${id} (“${message.text}”, ${message.where})`);
    else {
      const got = unique(found.placeholders);
      const want = unique(message.placeholders);
      const fits = sameSet(got, want) || (mayDropCount(id) && got.every((p) => want.includes(p)));
      if (!fits) problems.push(`${name}: ${id} has placeholders {${got.join(', ')}}, the source {${want.join(', ')}}`);
    }
  }
  for (const id of templates.keys()) if (!source.has(id)) problems.push(`${name}: extra ${id}, which no msg() uses`);
  return problems;
}

/** The whole check: the source read from `componentsDir`, every locale module in `localesDir`. */
export function checkCatalogue({ componentsDir = 'components', localesDir = LOCALES_DIR } = {}) {
  const { messages, problems } = readSource(tsFiles(componentsDir, localesDir));
  const locales = readdirSync(localesDir).filter((f) => f.endsWith('.ts'));
  for (const file of locales)
    problems.push(...compareLocale(file.replace(/\.ts$/, ''), messages, readLocale(join(localesDir, file))));
  return { messages, locales: locales.map((f) => f.replace(/\.ts$/, '')), problems };
}

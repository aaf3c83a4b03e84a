/**
 * npm run i18n:check: the texts in locales/ against the code in src/.
 * - a key the code uses must exist in locales/it;
 * - a key in locales/it must be used by the code;
 * - every other language (locales/en, …) must have exactly the keys of locales/it,
 *   with the same {{placeholders}} and <tags> in each text.
 * `--placeholders` lists which texts use each {{placeholder}} (see docs/translating.md).
 *
 * How a use is found (the rules are in docs/translating.md):
 * - `const { t } = useTranslation('ns')` or `useTranslation(['ns', 'other'])` gives `t` its namespaces;
 *   no argument means "common". `t('key')` looks in them in order, `t('ns:key')` in `ns`;
 * - `<Trans i18nKey="key" t={t} />` (or `ns="…"`) the same way;
 * - a template key such as t(`status.${kind}.title`) uses every key it can match (status.*.title);
 * - `t(a ? 'x' : 'y')` uses both keys;
 * - any string literal written "ns:key.path" (such as 'validation:email.required' in a zod schema)
 *   uses that key, wherever it appears.
 * Keys built any other way (t(variable)) are not seen: write them as one of the forms above.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { LANGUAGES, placeholdersOf, tagsOf } from '../src/tenant/text-keys.ts';
import { ROOT, isMain, localesDir, terminal, type Output } from './paths.ts';

export const REFERENCE_LANGUAGE = 'it';
const DEFAULT_NAMESPACE = 'common';

export interface I18nCheckOptions {
  srcDir?: string;
  localesDir?: string;
  cwd?: string;
}

/** A key the code uses, exactly or as a pattern (from a template literal). */
interface Use {
  /** Namespaces to look in, in order. */
  namespaces: string[];
  key: string;
  pattern?: RegExp;
  file: string;
  line: number;
}

type Locale = Map<string, Map<string, string>>;

export interface I18nCheckResult {
  problems: string[];
  keyCount: number;
  fileCount: number;
  languages: string[];
  /** Every {{placeholder}} of locales/it, with the keys that use it. */
  placeholders: Map<string, string[]>;
}

// ---------------------------------------------------------------- locales

function readLocale(dir: string, language: string, problems: string[], show: (path: string) => string): Locale {
  const locale: Locale = new Map();
  const folder = join(dir, language);
  if (!existsSync(folder)) return locale;
  for (const name of readdirSync(folder).filter((file) => file.endsWith('.json')).sort()) {
    const path = join(folder, name);
    let tree: unknown;
    try {
      tree = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      problems.push(`${show(path)}: is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    const texts = new Map<string, string>();
    collect(tree, '', texts, (key) => problems.push(`${show(path)}: ${key}: must be a text in quotes, or a group { … } of texts`));
    locale.set(name.replace(/\.json$/, ''), texts);
  }
  return locale;
}

function collect(tree: unknown, prefix: string, into: Map<string, string>, bad: (key: string) => void): void {
  if (typeof tree !== 'object' || tree === null || Array.isArray(tree)) {
    bad(prefix.replace(/\.$/, '') || '(whole file)');
    return;
  }
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') into.set(`${prefix}${key}`, value);
    else if (typeof value === 'object' && value !== null && !Array.isArray(value)) collect(value, `${prefix}${key}.`, into, bad);
    else bad(`${prefix}${key}`);
  }
}

function languagesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => statSync(join(dir, name)).isDirectory())
    .sort();
}

// ---------------------------------------------------------------- code

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  const visit = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) visit(path);
      else if (/\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.endsWith('.d.ts') && !name.endsWith('.gen.ts')) {
        files.push(path);
      }
    }
  };
  if (existsSync(dir)) visit(dir);
  return files;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Finds every use of a text key in one source file. */
function usesIn(path: string, shownPath: string, namespaces: ReadonlySet<string>): Use[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const uses: Use[] = [];
  const scopes: Array<Map<string, string[]>> = [new Map()];
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const bindingOf = (name: string) => {
    for (let index = scopes.length - 1; index >= 0; index--) {
      const found = scopes[index]?.get(name);
      if (found) return found;
    }
    return undefined;
  };

  /** 'ns:key' -> ['ns'], 'key'; 'key' -> the hook's namespaces, 'key'. */
  const split = (text: string, hook: string[]): { namespaces: string[]; key: string } => {
    const colon = text.indexOf(':');
    if (colon > 0 && namespaces.has(text.slice(0, colon))) return { namespaces: [text.slice(0, colon)], key: text.slice(colon + 1) };
    return { namespaces: hook, key: text };
  };

  const addKey = (expression: ts.Expression, hook: string[], node: ts.Node): void => {
    if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression) || ts.isSatisfiesExpression(expression) || ts.isNonNullExpression(expression)) {
      addKey(expression.expression, hook, node);
    } else if (ts.isConditionalExpression(expression)) {
      addKey(expression.whenTrue, hook, node);
      addKey(expression.whenFalse, hook, node);
    } else if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
      uses.push({ ...split(expression.text, hook), file: shownPath, line: lineOf(node) });
    } else if (ts.isTemplateExpression(expression)) {
      const { namespaces: inNamespaces, key: head } = split(expression.head.text, hook);
      const source = `${head}${expression.templateSpans.map((span) => `\${…}${span.literal.text}`).join('')}`;
      const pattern = new RegExp(
        `^${escapeRegExp(head)}${expression.templateSpans.map((span) => `.+${escapeRegExp(span.literal.text)}`).join('')}$`,
      );
      uses.push({ namespaces: inNamespaces, key: source, pattern, file: shownPath, line: lineOf(node) });
    }
    // Anything else (a variable) is not a key we can read: see the rules above.
  };

  const namespacesOfHook = (call: ts.CallExpression): string[] => {
    const argument = call.arguments[0];
    if (!argument) return [DEFAULT_NAMESPACE];
    if (ts.isStringLiteral(argument)) return [argument.text];
    if (ts.isArrayLiteralExpression(argument)) {
      const listed = argument.elements.filter(ts.isStringLiteral).map((element) => element.text);
      if (listed.length > 0) return listed;
    }
    return [DEFAULT_NAMESPACE];
  };

  const visit = (node: ts.Node): void => {
    const opensScope = ts.isFunctionLike(node);
    if (opensScope) scopes.push(new Map());

    // const { t } = useTranslation(...)
    if (
      ts.isVariableDeclaration(node) &&
      node.initializer &&
      ts.isCallExpression(node.initializer) &&
      ts.isIdentifier(node.initializer.expression) &&
      node.initializer.expression.text === 'useTranslation' &&
      ts.isObjectBindingPattern(node.name)
    ) {
      const hook = namespacesOfHook(node.initializer);
      for (const element of node.name.elements) {
        const property = element.propertyName && ts.isIdentifier(element.propertyName) ? element.propertyName.text : undefined;
        if ((property ?? (ts.isIdentifier(element.name) ? element.name.text : '')) === 't' && ts.isIdentifier(element.name)) {
          scopes[scopes.length - 1]?.set(element.name.text, hook);
        }
      }
    }

    // t('key'), t(`prefix.${x}`)
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const hook = bindingOf(node.expression.text);
      const first = node.arguments[0];
      if (hook && first) addKey(first, hook, node);
    }

    // <Trans i18nKey="key" t={t} ns="…" />
    const element = ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node) ? node : undefined;
    if (element && ts.isIdentifier(element.tagName) && element.tagName.text === 'Trans') {
      let key: ts.Expression | undefined;
      let hook = [DEFAULT_NAMESPACE];
      for (const attribute of element.attributes.properties) {
        if (!ts.isJsxAttribute(attribute) || !ts.isIdentifier(attribute.name) || !attribute.initializer) continue;
        const value = ts.isJsxExpression(attribute.initializer) ? attribute.initializer.expression : attribute.initializer;
        if (!value) continue;
        if (attribute.name.text === 'i18nKey') key = value;
        if (attribute.name.text === 't' && ts.isIdentifier(value)) hook = bindingOf(value.text) ?? hook;
        if (attribute.name.text === 'ns' && ts.isStringLiteral(value)) hook = [value.text];
      }
      if (key) addKey(key, hook, node);
    }

    // 'validation:email.required' anywhere (zod schemas, constants)
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && /^[A-Za-z]\w*:[\w.-]+$/.test(node.text)) {
      const namespace = node.text.slice(0, node.text.indexOf(':'));
      if (namespaces.has(namespace)) uses.push({ ...split(node.text, []), file: shownPath, line: lineOf(node) });
    } else if (ts.isTemplateExpression(node) && /^[A-Za-z]\w*:/.test(node.head.text)) {
      const namespace = node.head.text.slice(0, node.head.text.indexOf(':'));
      if (namespaces.has(namespace)) addKey(node, [], node);
    }

    ts.forEachChild(node, visit);
    if (opensScope) scopes.pop();
  };
  visit(source);
  return uses;
}

// ---------------------------------------------------------------- check

export function checkTexts(options: I18nCheckOptions = {}): I18nCheckResult {
  const srcDir = options.srcDir ?? join(ROOT, 'src');
  const dir = options.localesDir ?? localesDir();
  const cwd = options.cwd ?? process.cwd();
  const show = (path: string) => relative(cwd, path) || path;
  const problems: string[] = [];

  const reference = readLocale(dir, REFERENCE_LANGUAGE, problems, show);
  if (reference.size === 0) problems.push(`${show(join(dir, REFERENCE_LANGUAGE))}: has no texts (*.json files): it is the reference language`);
  const namespaces = new Set(reference.keys());
  const fileOf = (language: string, namespace: string) => show(join(dir, language, `${namespace}.json`));

  // 1. Every key the code uses exists in locales/it.
  const files = sourceFiles(srcDir);
  const used = new Map<string, Set<string>>([...namespaces].map((namespace) => [namespace, new Set<string>()]));
  for (const file of files) {
    for (const use of usesIn(file, show(file), namespaces)) {
      const matches = (key: string) => (use.pattern ? use.pattern.test(key) : key === use.key);
      const namespace = use.namespaces.find((candidate) => [...(reference.get(candidate)?.keys() ?? [])].some(matches));
      if (namespace === undefined) {
        const where = use.namespaces.map((candidate) => fileOf(REFERENCE_LANGUAGE, candidate)).join(' or ');
        const what = use.pattern ? `no key matches ${JSON.stringify(use.key)}` : `${JSON.stringify(use.key)} is used here but missing`;
        problems.push(`${use.file}:${use.line}: ${what} in ${where || 'locales/it'}`);
        continue;
      }
      for (const key of reference.get(namespace)?.keys() ?? []) if (matches(key)) used.get(namespace)?.add(key);
    }
  }

  // 2. Every key in locales/it is used.
  for (const [namespace, texts] of reference) {
    for (const key of texts.keys()) {
      if (!used.get(namespace)?.has(key)) {
        problems.push(`${fileOf(REFERENCE_LANGUAGE, namespace)}: ${key}: no code uses this key: remove it (from every language), or use it in src/`);
      }
    }
  }

  // 3. Every other language has the same keys, placeholders and tags.
  const languages = languagesIn(dir);
  for (const language of languages.filter((candidate) => !(LANGUAGES as readonly string[]).includes(candidate))) {
    problems.push(`${show(join(dir, language))}: is not a language of the app yet: add '${language}' to LANGUAGES in src/tenant/text-keys.ts and a loader in src/lib/i18n.ts`);
  }
  for (const language of LANGUAGES.filter((candidate) => !languages.includes(candidate))) {
    problems.push(`${show(join(dir, language))}: is missing: the app offers '${language}' (LANGUAGES in src/tenant/text-keys.ts)`);
  }
  for (const language of languages.filter((candidate) => candidate !== REFERENCE_LANGUAGE)) {
    const translation = readLocale(dir, language, problems, show);
    for (const [namespace, texts] of reference) {
      const translated = translation.get(namespace);
      if (!translated) {
        problems.push(`${fileOf(language, namespace)}: is missing: copy ${fileOf(REFERENCE_LANGUAGE, namespace)} and translate its texts`);
        continue;
      }
      for (const [key, italian] of texts) {
        const text = translated.get(key);
        if (text === undefined) {
          problems.push(`${fileOf(language, namespace)}: ${key}: is missing: translate ${JSON.stringify(italian)}`);
          continue;
        }
        const expected = [...placeholdersOf(italian).map((name) => `{{${name}}}`), ...tagsOf(italian).map((tag) => `<${tag}>`)].sort();
        const actual = [...placeholdersOf(text).map((name) => `{{${name}}}`), ...tagsOf(text).map((tag) => `<${tag}>`)].sort();
        if (expected.join() !== actual.join()) {
          problems.push(
            `${fileOf(language, namespace)}: ${key}: must use ${expected.join(' ') || 'no {{placeholders}} or <tags>'} like the Italian text, not ${actual.join(' ') || 'none'}`,
          );
        }
      }
      for (const key of translated.keys()) {
        if (!texts.has(key)) problems.push(`${fileOf(language, namespace)}: ${key}: is not in ${fileOf(REFERENCE_LANGUAGE, namespace)}: remove it, or add it there first`);
      }
    }
    for (const namespace of translation.keys()) {
      if (!reference.has(namespace)) problems.push(`${fileOf(language, namespace)}: has no ${fileOf(REFERENCE_LANGUAGE, namespace)}: remove it`);
    }
  }

  const placeholders = new Map<string, string[]>();
  for (const [namespace, texts] of reference) {
    for (const [key, text] of texts) {
      for (const name of placeholdersOf(text)) placeholders.set(name, [...(placeholders.get(name) ?? []), `${namespace}:${key}`]);
    }
  }

  const keyCount = [...reference.values()].reduce((sum, texts) => sum + texts.size, 0);
  return { problems, keyCount, fileCount: files.length, languages, placeholders };
}

export function runI18nCheck(argv: string[], options: I18nCheckOptions = {}, io: Output = terminal): number {
  const cwd = options.cwd ?? process.cwd();
  const result = checkTexts({ ...options, cwd });
  const localesShown = relative(cwd, options.localesDir ?? localesDir()) || '.';
  if (argv.includes('--placeholders')) {
    for (const [name, keys] of [...result.placeholders].sort(([a], [b]) => a.localeCompare(b))) {
      io.out(`{{${name}}}: ${keys.join(', ')}`);
    }
    return 0;
  }
  const others = result.languages.filter((language) => language !== REFERENCE_LANGUAGE);
  io.out(
    `Checking ${result.keyCount} keys of ${localesShown}/${REFERENCE_LANGUAGE} against ${result.fileCount} source files, and ${others.map((language) => `${localesShown}/${language}`).join(', ') || 'no other language'}.`,
  );
  if (result.problems.length > 0) {
    io.err('');
    io.err(`Texts have ${result.problems.length} problem(s):`);
    for (const problem of result.problems) io.err(`  - ${problem}`);
    return 1;
  }
  io.out('OK: every key used in the code is in locales/it, every key there is used,');
  io.out(`and ${others.join(', ') || 'every language'} ${others.length === 1 ? 'has' : 'have'} the same keys, {{placeholders}} and <tags> as it.`);
  return 0;
}

if (isMain(import.meta.url)) process.exitCode = runI18nCheck(process.argv.slice(2));

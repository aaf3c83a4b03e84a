/**
 * npm run i18n:check: the texts in locales/ against the code in src/.
 * - a key the code uses must exist in locales/it;
 * - a key in locales/it must be used by the code;
 * - every locales/<language>/*.json file is valid JSON (a mistake is named by file:line:column);
 * - Italian is the source: each {{placeholder}} of an Italian text is one the code fills in for
 *   that text, or a partner value every text may use ({{partnerName}}, {{productName}}, {{email}}),
 *   and a value the code fills in is used; <tags> appear only in texts the code shows with <Trans>,
 *   balanced and written exactly (<email>…</email>). Such mistakes are reported in the Italian file;
 * - every other language (locales/en, …) must have exactly the keys of locales/it,
 *   with the same {{placeholders}} and <tags> in each text (reported in that language's file).
 * `--placeholders` lists which texts use each {{placeholder}} (see docs/translating.md).
 * `--syntax` checks only that every locale file is valid JSON: npm test, the build and the tenant
 * commands run it first, because a broken locales/it file stops them with a stack trace otherwise.
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
import { formatJsonError, parseJson } from '../tooling/tenant/json-file.ts';
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
  /** The values the code passes (t(key, { page }), <Trans values={{ email }} />); 'any' when it cannot be read. */
  values: string[] | 'any';
  /** The tags <Trans components={{ email: <a /> }} /> turns into elements; none for t(). */
  components: string[] | 'any';
}

type Locale = Map<string, Map<string, string>>;

/** What a language folder holds: its texts by namespace, and the files that are not valid JSON. */
interface LocaleFolder {
  texts: Locale;
  broken: Set<string>;
}

/** How the code uses one key of locales/it, over all its uses. */
interface KeyUsage {
  /** Each value the code passes, with where ("src/…:59"). */
  values: Map<string, string>;
  components: Set<string>;
  anyValues: boolean;
  anyComponents: boolean;
}

export interface I18nCheckResult {
  problems: string[];
  keyCount: number;
  fileCount: number;
  languages: string[];
  /** Every {{placeholder}} of locales/it, with the keys that use it. */
  placeholders: Map<string, string[]>;
}

// ---------------------------------------------------------------- locales

/**
 * Reads locales/<language>/*.json. A file that is not valid JSON goes to `json` (file:line:column)
 * and to `broken`; a value that is not a text or a group of texts goes to `shape`.
 */
function readLocale(
  dir: string,
  language: string,
  show: (path: string) => string,
): LocaleFolder & { json: string[]; shape: string[] } {
  const folder = { texts: new Map() as Locale, broken: new Set<string>(), json: [] as string[], shape: [] as string[] };
  const path = join(dir, language);
  if (!existsSync(path)) return folder;
  for (const name of readdirSync(path)
    .filter((file) => file.endsWith('.json'))
    .sort()) {
    const file = join(path, name);
    const namespace = name.replace(/\.json$/, '');
    const parsed = parseJson(readFileSync(file, 'utf8'));
    if (!parsed.ok) {
      folder.json.push(formatJsonError(show(file), parsed.error));
      folder.broken.add(namespace);
      continue;
    }
    const texts = new Map<string, string>();
    collect(parsed.value, '', texts, (key) =>
      folder.shape.push(`${show(file)}: ${key}: must be a text in quotes, or a group { … } of texts`),
    );
    folder.texts.set(namespace, texts);
  }
  return folder;
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
      else if (
        /\.tsx?$/.test(name) &&
        !/\.(test|spec)\.tsx?$/.test(name) &&
        !name.endsWith('.d.ts') &&
        !name.endsWith('.gen.ts')
      ) {
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

/** A key written as a plain string: shown with t(key), no values, no tags. */
const PLAIN = { values: [], components: [] } satisfies Pick<Use, 'values' | 'components'>;

/** Options of t() that are not values to interpolate. */
const T_OPTIONS = new Set([
  'defaultValue',
  'ns',
  'lng',
  'lngs',
  'context',
  'returnObjects',
  'joinArrays',
  'postProcess',
  'interpolation',
  'keyPrefix',
]);

/** The property names of `{ a, b: x }`; 'any' for anything else (a variable, a spread). */
function namesOf(expression: ts.Expression): string[] | 'any' {
  if (!ts.isObjectLiteralExpression(expression)) return 'any';
  const names: string[] = [];
  for (const property of expression.properties) {
    if (!(ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property))) return 'any';
    if (!(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) return 'any';
    names.push(property.name.text);
  }
  return names;
}

/** The values t(key, options) interpolates: options minus i18next's own settings. */
function valuesOf(options: ts.Expression): string[] | 'any' {
  const names = namesOf(options);
  if (names === 'any' || names.includes('replace')) return 'any';
  return names.filter((name) => !T_OPTIONS.has(name));
}

/** Finds every use of a text key in one source file. */
function usesIn(path: string, shownPath: string, namespaces: ReadonlySet<string>): Use[] {
  const source = ts.createSourceFile(
    path,
    readFileSync(path, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const uses: Use[] = [];
  const scopes: Array<Map<string, string[]>> = [new Map<string, string[]>()];
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
    if (colon > 0 && namespaces.has(text.slice(0, colon)))
      return { namespaces: [text.slice(0, colon)], key: text.slice(colon + 1) };
    return { namespaces: hook, key: text };
  };

  const addKey = (
    expression: ts.Expression,
    hook: string[],
    node: ts.Node,
    how: Pick<Use, 'values' | 'components'> = PLAIN,
  ): void => {
    if (
      ts.isParenthesizedExpression(expression) ||
      ts.isAsExpression(expression) ||
      ts.isSatisfiesExpression(expression) ||
      ts.isNonNullExpression(expression)
    ) {
      addKey(expression.expression, hook, node, how);
    } else if (ts.isConditionalExpression(expression)) {
      addKey(expression.whenTrue, hook, node, how);
      addKey(expression.whenFalse, hook, node, how);
    } else if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
      uses.push({ ...split(expression.text, hook), file: shownPath, line: lineOf(node), ...how });
    } else if (ts.isTemplateExpression(expression)) {
      const { namespaces: inNamespaces, key: head } = split(expression.head.text, hook);
      const source = `${head}${expression.templateSpans.map((span) => `\${…}${span.literal.text}`).join('')}`;
      const pattern = new RegExp(
        `^${escapeRegExp(head)}${expression.templateSpans.map((span) => `.+${escapeRegExp(span.literal.text)}`).join('')}$`,
      );
      uses.push({ namespaces: inNamespaces, key: source, pattern, file: shownPath, line: lineOf(node), ...how });
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

    // t('key'), t(`prefix.${x}`), t('key', { value })
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const hook = bindingOf(node.expression.text);
      const [first, options] = node.arguments;
      if (hook && first) addKey(first, hook, node, { values: options ? valuesOf(options) : [], components: [] });
    }

    // <Trans i18nKey="key" t={t} ns="…" />
    const element = ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node) ? node : undefined;
    if (element && ts.isIdentifier(element.tagName) && element.tagName.text === 'Trans') {
      let key: ts.Expression | undefined;
      let hook = [DEFAULT_NAMESPACE];
      const how: Pick<Use, 'values' | 'components'> = { values: [], components: [] };
      for (const attribute of element.attributes.properties) {
        if (!ts.isJsxAttribute(attribute) || !ts.isIdentifier(attribute.name) || !attribute.initializer) continue;
        const value = ts.isJsxExpression(attribute.initializer) ? attribute.initializer.expression : attribute.initializer;
        if (!value) continue;
        if (attribute.name.text === 'i18nKey') key = value;
        if (attribute.name.text === 't' && ts.isIdentifier(value)) hook = bindingOf(value.text) ?? hook;
        if (attribute.name.text === 'ns' && ts.isStringLiteral(value)) hook = [value.text];
        if (attribute.name.text === 'values') how.values = namesOf(value);
        if (attribute.name.text === 'components') how.components = namesOf(value);
      }
      if (key) addKey(key, hook, node, how);
    }

    // 'validation:email.required' anywhere (zod schemas, constants)
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && /^[A-Za-z]\w*:[\w.-]+$/.test(node.text)) {
      const namespace = node.text.slice(0, node.text.indexOf(':'));
      if (namespaces.has(namespace)) uses.push({ ...split(node.text, []), file: shownPath, line: lineOf(node), ...PLAIN });
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

// ---------------------------------------------------------------- placeholders and tags

const braces = (name: string) => `{{${name}}}`;

function emptyUsage(): KeyUsage {
  return { values: new Map(), components: new Set(), anyValues: false, anyComponents: false };
}

function addUsage(usage: KeyUsage, use: Use): void {
  if (use.values === 'any') usage.anyValues = true;
  else for (const name of use.values) if (!usage.values.has(name)) usage.values.set(name, `${use.file}:${use.line}`);
  if (use.components === 'any') usage.anyComponents = true;
  else for (const name of use.components) usage.components.add(name);
}

/**
 * The {{placeholders}} of an Italian text against the code: each one must be filled in, by the
 * code for this text or as a partner value (`tenantValues`); each value the code passes (other
 * than those) must be used.
 */
function placeholderProblems(used: readonly string[], usage: KeyUsage, tenantValues: readonly string[]): string[] {
  if (usage.anyValues) return [];
  const allowed = [...new Set([...usage.values.keys(), ...tenantValues])].sort();
  const problems: string[] = [];
  const unknown = used.filter((name) => !allowed.includes(name));
  if (unknown.length > 0) {
    problems.push(
      `uses ${unknown.map(braces).join(' ')}, which nothing fills in: this text may use ${allowed.map(braces).join(' ')}`,
    );
  }
  for (const [name, where] of usage.values) {
    if (!tenantValues.includes(name) && !used.includes(name))
      problems.push(`must use ${braces(name)}: the code fills it in at ${where}`);
  }
  return problems;
}

const EXACT_TAG = /^<(\/?)([a-zA-Z][\w-]*)>$/;

/**
 * The <tags> of a text. In a text the code shows with <Trans components={{ email: … }}>, every
 * "<" starts a tag written exactly <email> or </email>, opened and closed in turn; a text shown
 * with t() has no tags. `opened` lists the tags opened, to compare languages.
 */
function tagsIn(text: string, usage: KeyUsage | undefined): { problems: string[]; opened: string[] } {
  if (usage && !usage.anyComponents && usage.components.size === 0) {
    const tag = /<\/?[a-zA-Z][^<>]*>/.exec(text)?.[0];
    return {
      problems: tag ? [`has ${tag}: this text is shown as plain text (the code uses t(), not <Trans>): remove the tags`] : [],
      opened: [],
    };
  }
  const allowed = usage && !usage.anyComponents ? [...usage.components].sort() : undefined;
  const tokens = [...text.matchAll(/<[^<>]*>?/g)].map(([token]) => ({ token, tag: EXACT_TAG.exec(token) }));
  const wrong = tokens.filter(({ tag }) => !tag?.[2] || (allowed !== undefined && !allowed.includes(tag[2])));
  if (wrong.length > 0) {
    // "<email" with no ">" runs to the end of the text: show its first word.
    const shown = wrong.map(({ token }) => (token.endsWith('>') ? token : `${/^<\/?[^<>\s]*/.exec(token)?.[0] ?? '<'}…`));
    const rule = allowed
      ? `the only tags this text may use are exactly ${allowed.map((name) => `<${name}> and </${name}>`).join(', ')}`
      : 'write a tag exactly <name> and </name>';
    return { problems: [`has ${[...new Set(shown)].join(' ')}: ${rule}`], opened: [] };
  }
  const problems = new Set<string>();
  const opened: string[] = [];
  const notClosed = (name: string) => `<${name}> is not closed: write <${name}>…</${name}>`;
  let open: string | undefined;
  for (const { tag } of tokens) {
    const [, slash, name = ''] = tag ?? [];
    if (!slash) {
      if (open) problems.add(notClosed(open));
      open = name;
      opened.push(name);
    } else if (open === name) {
      open = undefined;
    } else {
      problems.add(`</${name}> closes no <${name}>: write <${name}>…</${name}>`);
    }
  }
  if (open) problems.add(notClosed(open));
  return { problems: [...problems], opened: opened.sort() };
}

// ---------------------------------------------------------------- check

export async function checkTexts(options: I18nCheckOptions = {}): Promise<I18nCheckResult> {
  const srcDir = options.srcDir ?? join(ROOT, 'src');
  const dir = options.localesDir ?? localesDir();
  const cwd = options.cwd ?? process.cwd();
  const show = (path: string) => relative(cwd, path) || path;
  const problems: string[] = [];
  const languages = languagesIn(dir);
  const files = sourceFiles(srcDir);

  // Italian first: its problems come before those of the translations.
  const order = [...languages].sort((a, b) => Number(b === REFERENCE_LANGUAGE) - Number(a === REFERENCE_LANGUAGE));
  const folders = new Map(order.map((language) => [language, readLocale(dir, language, show)] as const));
  for (const folder of folders.values()) problems.push(...folder.json, ...folder.shape);
  const italian = folders.get(REFERENCE_LANGUAGE);
  const reference: Locale = italian?.texts ?? new Map<string, Map<string, string>>();
  const keyCount = [...reference.values()].reduce((sum, texts) => sum + texts.size, 0);
  const result = { problems, keyCount, fileCount: files.length, languages, placeholders: new Map<string, string[]>() };
  // LANGUAGES and the partner values live in src/tenant/text-keys.ts, which imports locales/it:
  // it is loaded only once those files are valid JSON, so a broken one is reported, not thrown.
  if (italian && italian.broken.size > 0) return result;
  const { LANGUAGES, TENANT_PLACEHOLDERS, placeholdersOf } = await import('../src/tenant/text-keys.ts');

  if (reference.size === 0)
    problems.push(`${show(join(dir, REFERENCE_LANGUAGE))}: has no texts (*.json files): it is the reference language`);
  const namespaces = new Set(reference.keys());
  const fileOf = (language: string, namespace: string) => show(join(dir, language, `${namespace}.json`));

  // 1. Every key the code uses exists in locales/it; how the code uses each key.
  const usages = new Map<string, Map<string, KeyUsage>>(
    [...namespaces].map((namespace) => [namespace, new Map<string, KeyUsage>()]),
  );
  for (const file of files) {
    for (const use of usesIn(file, show(file), namespaces)) {
      const matches = (key: string) => (use.pattern ? use.pattern.test(key) : key === use.key);
      const namespace = use.namespaces.find((candidate) => [...(reference.get(candidate)?.keys() ?? [])].some(matches));
      if (namespace === undefined) {
        const where = use.namespaces.map((candidate) => fileOf(REFERENCE_LANGUAGE, candidate)).join(' or ');
        const what = use.pattern
          ? `no key matches ${JSON.stringify(use.key)}`
          : `${JSON.stringify(use.key)} is used here but missing`;
        problems.push(`${use.file}:${use.line}: ${what} in ${where || 'locales/it'}`);
        continue;
      }
      const inNamespace = usages.get(namespace);
      for (const key of reference.get(namespace)?.keys() ?? []) {
        if (!matches(key) || !inNamespace) continue;
        const usage = inNamespace.get(key) ?? emptyUsage();
        addUsage(usage, use);
        inNamespace.set(key, usage);
      }
    }
  }

  // 2. Every key in locales/it is used, with the placeholders and tags the code gives it.
  const faultyItalian = new Set<string>();
  for (const [namespace, texts] of reference) {
    for (const [key, text] of texts) {
      const usage = usages.get(namespace)?.get(key);
      if (!usage) {
        problems.push(
          `${fileOf(REFERENCE_LANGUAGE, namespace)}: ${key}: no code uses this key: remove it (from every language), or use it in src/`,
        );
        continue;
      }
      const found = [...placeholderProblems(placeholdersOf(text), usage, TENANT_PLACEHOLDERS), ...tagsIn(text, usage).problems];
      for (const problem of found) problems.push(`${fileOf(REFERENCE_LANGUAGE, namespace)}: ${key}: ${problem}`);
      if (found.length > 0) faultyItalian.add(`${namespace}:${key}`);
    }
  }

  // 3. Every other language has the same keys, placeholders and tags.
  for (const language of languages.filter((candidate) => !(LANGUAGES as readonly string[]).includes(candidate))) {
    problems.push(
      `${show(join(dir, language))}: is not a language of the app yet: add '${language}' to LANGUAGES in src/tenant/text-keys.ts and a loader in src/lib/i18n.ts`,
    );
  }
  for (const language of LANGUAGES.filter((candidate) => !languages.includes(candidate))) {
    problems.push(
      `${show(join(dir, language))}: is missing: the app offers '${language}' (LANGUAGES in src/tenant/text-keys.ts)`,
    );
  }
  const signature = (text: string, usage: KeyUsage | undefined) =>
    [...placeholdersOf(text).map(braces), ...tagsIn(text, usage).opened.map((tag) => `<${tag}>`)].sort().join(' ');
  for (const language of languages.filter((candidate) => candidate !== REFERENCE_LANGUAGE)) {
    const translation = folders.get(language) ?? { texts: new Map() as Locale, broken: new Set<string>() };
    for (const [namespace, texts] of reference) {
      if (translation.broken.has(namespace)) continue;
      const translated = translation.texts.get(namespace);
      if (!translated) {
        problems.push(
          `${fileOf(language, namespace)}: is missing: copy ${fileOf(REFERENCE_LANGUAGE, namespace)} and translate its texts`,
        );
        continue;
      }
      for (const [key, source] of texts) {
        const text = translated.get(key);
        if (text === undefined) {
          problems.push(`${fileOf(language, namespace)}: ${key}: is missing: translate ${JSON.stringify(source)}`);
          continue;
        }
        const usage = usages.get(namespace)?.get(key);
        const tagProblems = tagsIn(text, usage).problems;
        for (const problem of tagProblems) problems.push(`${fileOf(language, namespace)}: ${key}: ${problem}`);
        if (tagProblems.length > 0 || faultyItalian.has(`${namespace}:${key}`)) continue;
        const expected = signature(source, usage);
        const actual = signature(text, usage);
        if (expected !== actual) {
          problems.push(
            `${fileOf(language, namespace)}: ${key}: must use ${expected || 'no {{placeholders}} or <tags>'} like the Italian text, not ${actual || 'none'}`,
          );
        }
      }
      for (const key of translated.keys()) {
        if (!texts.has(key))
          problems.push(
            `${fileOf(language, namespace)}: ${key}: is not in ${fileOf(REFERENCE_LANGUAGE, namespace)}: remove it, or add it there first`,
          );
      }
    }
    for (const namespace of [...translation.texts.keys(), ...translation.broken]) {
      if (!reference.has(namespace))
        problems.push(`${fileOf(language, namespace)}: has no ${fileOf(REFERENCE_LANGUAGE, namespace)}: remove it`);
    }
  }

  for (const [namespace, texts] of reference) {
    for (const [key, text] of texts) {
      for (const name of placeholdersOf(text))
        result.placeholders.set(name, [...(result.placeholders.get(name) ?? []), `${namespace}:${key}`]);
    }
  }
  return result;
}

/** --syntax: only whether every locales/<language>/*.json file is valid JSON. */
function checkSyntax(dir: string, cwd: string, io: Output): number {
  const show = (path: string) => relative(cwd, path) || path;
  const folders = languagesIn(dir).map((language) => readLocale(dir, language, show));
  const broken = folders.flatMap((folder) => folder.json);
  for (const problem of broken) io.err(problem);
  if (broken.length > 0) return 1;
  const count = folders.reduce((sum, folder) => sum + folder.texts.size, 0);
  io.out(`OK: the ${count} files in ${relative(cwd, dir) || '.'}/ are valid JSON.`);
  return 0;
}

export async function runI18nCheck(argv: string[], options: I18nCheckOptions = {}, io: Output = terminal): Promise<number> {
  const cwd = options.cwd ?? process.cwd();
  if (argv.includes('--syntax')) return checkSyntax(options.localesDir ?? localesDir(), cwd, io);
  const result = await checkTexts({ ...options, cwd });
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
  io.out(
    `and ${others.join(', ') || 'every language'} ${others.length === 1 ? 'has' : 'have'} the same keys, {{placeholders}} and <tags> as it.`,
  );
  return 0;
}

if (isMain(import.meta.url)) {
  void runI18nCheck(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}

/**
 * The checks of npm run i18n:check, the build and the dev server (rules: docs/translating.md): valid JSON; keys through
 * i18next-cli (i18next.config.ts); ours: {{placeholders}} and <tags> against the code, other languages against Italian.
 */
import { join, relative } from 'node:path';
import { findKeys, getTranslations, type Logger, type Plugin } from 'i18next-cli';
import { markupOf, placeholdersOf } from '../../src/shared/i18n/markup.ts';
import { DEFAULT_LANGUAGE, DEFAULT_NAMESPACE, type Language, type TextKey } from '../../src/shared/i18n/text-keys.ts';
import { requiredTextFaults } from '../partners/member-texts.ts';
import { readLocales, type Texts } from './locale-files.ts';

export { readLocales };
/** The code's folder (src/), the texts' (locales/), and the folder problems name files from. */
export type I18nCheckOptions = { srcDir: string; localesDir: string; cwd: string };

/** What the code passes with a key, and where: names of values and of <Trans> components ('any': unreadable). */
type Use = { values: string[] | 'any'; components: string[] | 'any'; where: string };
type SwcNode = { type: string; [key: string]: unknown };
const T_OPTIONS = 'defaultValue ns lng lngs context returnObjects joinArrays postProcess interpolation keyPrefix'.split(' ');

function namesOf(node: SwcNode | undefined): string[] | 'any' {
  const names = node?.type === 'ObjectExpression' ? (node.properties as SwcNode[]) : [{ type: 'unreadable' }];
  const keys = names.map((name) => (name.type === 'KeyValueProperty' ? (name.key as SwcNode) : name));
  return keys.every((key) => ['Identifier', 'StringLiteral'].includes(key.type)) ? keys.map((key) => String(key.value)) : 'any';
}

/** A plugin of i18next-cli's extractor: each key it submits, with what the node that uses it passes. */
function usesPlugin(uses: Map<string, Use[]>, show: (path: string) => string): Plugin {
  let passed: Omit<Use, 'where'> = { values: [], components: [] };
  return {
    name: 'passed-values',
    onVisitNode(visited) {
      const node = visited as unknown as SwcNode;
      passed = { values: [], components: [] };
      const options = node.type === 'CallExpression' && (node.arguments as Array<{ expression: SwcNode }>)[1]?.expression;
      const names = options ? namesOf(options) : [];
      passed.values = names === 'any' || names.includes('replace') ? 'any' : names.filter((name) => !T_OPTIONS.includes(name));
      for (const attribute of node.type === 'JSXElement' ? (node.opening as { attributes: SwcNode[] }).attributes : []) {
        const name = (attribute.name as SwcNode | undefined)?.value;
        const value = (attribute.value as SwcNode | undefined)?.expression as SwcNode | undefined;
        if (name === 'values' || name === 'components') passed[name] = namesOf(value);
      }
    },
    onKeySubmitted({ key, ns, locations: [at] = [] }) {
      const id = `${ns || DEFAULT_NAMESPACE}:${key}`;
      uses.set(id, [...(uses.get(id) ?? []), { ...passed, where: at ? `${show(at.file)}:${at.line}:${at.column}` : '' }]);
    },
  };
}

const braces = (name: string) => `{{${name}}}`;
const quiet: Logger = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * A placeholder typed with one brace on a side ({productName}, {{productName}, {productName}}}): i18next shows it as
 * typed, and the text has one placeholder fewer, which the comparison with Italian would blame on the other language.
 */
function braceProblems(text: string): string[] {
  const mistyped = [...text.matchAll(/(\{+)\s*([A-Za-z_][\w.]*)\s*(\}+)/g)].filter(
    ([, open = '', , close = '']) => open.length !== 2 || close.length !== 2,
  );
  return [
    ...new Set(mistyped.map(([typed = '', , name = '']) => `has ${typed}: write ${braces(name)}, with two braces on each side`)),
  ];
}

/** The {{placeholders}} of an Italian text against what the code fills in for it. */
function placeholderProblems(text: string, uses: Use[], partner: readonly string[]): string[] {
  if (uses.some((use) => use.values === 'any')) return [];
  const filled = new Map(uses.flatMap((use) => (use.values as string[]).map((name) => [name, use.where] as const)));
  const allowed = [...new Set([...filled.keys(), ...partner])].sort();
  const unknown = placeholdersOf(text).filter((name) => !allowed.includes(name));
  const lost = [...filled].filter(([name]) => !partner.includes(name) && !placeholdersOf(text).includes(name));
  const nothing = `uses ${unknown.map(braces).join(' ')}, which nothing fills in: this text may use ${allowed.map(braces).join(' ')}`;
  return [
    ...(unknown.length ? [nothing] : []),
    ...lost.map(([name, at]) => `must use ${braces(name)}: the code fills it in at ${at}`),
  ];
}

/** The <tags> of a text: none in one shown with t(); in one shown with <Trans>, exact, allowed, balanced. */
function tagsIn(text: string, uses: Use[]): { problems: string[]; opened: string[] } {
  const markup = markupOf(text);
  if (uses.every((use) => use.components !== 'any' && use.components.length === 0)) {
    const tag = markup.find(({ token }) => /^<\/?[a-zA-Z][^<>]*>$/.test(token))?.token;
    const plain = `has ${tag}: this text is shown as plain text (the code uses t(), not <Trans>): remove the tags`;
    return { problems: tag ? [plain] : [], opened: [] };
  }
  const allowed = uses.some((use) => use.components === 'any') ? undefined : [...new Set(uses.flatMap((use) => use.components))];
  const wrong = markup.filter(({ name, exact }) => !exact || !name || (allowed && !allowed.includes(name)));
  if (wrong.length > 0) {
    const shown = wrong.map(({ token }) => (token.endsWith('>') ? token : `${/^<\/?[^<>\s]*/.exec(token)?.[0] ?? '<'}…`));
    const exactly = allowed?.sort().map((name) => `<${name}> and </${name}>`);
    const rule = exactly
      ? `the only tags this text may use are exactly ${exactly.join(', ')}`
      : 'write a tag exactly <name> and </name>';
    return { problems: [`has ${[...new Set(shown)].join(' ')}: ${rule}`], opened: [] };
  }
  const problems = new Set<string>();
  const notClosed = (name: string) => `<${name}> is not closed: write <${name}>…</${name}>`;
  let open: string | undefined;
  for (const { name = '', closing } of markup) {
    if (!closing && open) problems.add(notClosed(open));
    if (!closing) open = name;
    else if (open === name) open = undefined;
    else problems.add(`</${name}> closes no <${name}>: write <${name}>…</${name}>`);
  }
  if (open) problems.add(notClosed(open));
  return { problems: [...problems], opened: markup.flatMap(({ name = '', closing }) => (closing ? [] : [name])).sort() };
}

/** The problems, and every {{placeholder}} of locales/it with the keys ("ns:key") that use it. */
export async function checkTexts({ srcDir, localesDir: dir, cwd }: I18nCheckOptions) {
  const show = (path: string) => relative(cwd, path) || path;
  const fileOf = (language: string, ns: string) => show(join(dir, language, `${ns}.json`));
  const { locales, problems } = readLocales(dir, show);
  const italian = locales.get(DEFAULT_LANGUAGE) ?? (new Map() as Texts);
  const placeholders = new Map<string, string[]>();
  for (const [ns, texts] of italian)
    for (const [key, text] of texts)
      for (const name of placeholdersOf(text)) placeholders.set(name, [...(placeholders.get(name) ?? []), `${ns}:${key}`]);
  const keyCount = [...italian.values()].reduce((sum, texts) => sum + texts.size, 0);
  // Italian first; the code's uses of missing keys, and the folders, before any file.
  const order = [...locales.keys()].sort((a, b) => Number(b === DEFAULT_LANGUAGE) - Number(a === DEFAULT_LANGUAGE));
  const files = order.flatMap((language) => [...(locales.get(language)?.keys() ?? [])].map((ns) => fileOf(language, ns)));
  const rank = (problem: string) => files.findIndex((file) => problem.startsWith(`${file}:`));
  const byFile = (a: string, b: string) => rank(a) - rank(b);
  const result = () => ({ problems: [...new Set(problems)].sort(byFile), keyCount, languages: order, placeholders });
  // The keys are read once every file is valid: text-keys.ts and i18next-cli read locales/ too.
  if (problems.length > 0) return result();
  const { LANGUAGES, TENANT_PLACEHOLDERS } = await import('../../src/shared/i18n/text-keys.ts');
  const { i18nextConfig } = await import('../../i18next.config.ts');
  const [offered, list]: [readonly string[], string] = [LANGUAGES, 'LANGUAGES in src/shared/i18n/text-keys.ts'];
  for (const code of order.filter((language) => !offered.includes(language)))
    problems.push(
      `${show(join(dir, code))}: is not a language of the app yet: add '${code}' to ${list} and a loader in src/lib/i18n.ts`,
    );
  for (const code of offered.filter((language) => !locales.has(language)))
    problems.push(`${show(join(dir, code))}: is missing: the app offers '${code}' (${list})`);
  const missing = (language: string, ns: string, key: string) =>
    `${fileOf(language, ns)}: ${key}: is missing: translate ${JSON.stringify(italian.get(ns)?.get(key))}`;
  const extra = (language: string, ns: string, key: string) =>
    language === DEFAULT_LANGUAGE
      ? `${fileOf(language, ns)}: ${key}: no code uses this key: remove it (from every language), or use it in src/`
      : `${fileOf(language, ns)}: ${key}: is not in ${fileOf(DEFAULT_LANGUAGE, ns)}: remove it, or add it there first`;

  // 1. i18next-cli: what `extract` would add to or remove from each file (it writes nothing here).
  const uses = new Map<string, Use[]>();
  const config = i18nextConfig(srcDir, dir, [usesPlugin(uses, show)]);
  const { allKeys, objectKeys } = await findKeys(config, quiet);
  const [keyProblems, unused] = [[] as string[], new Set<string>()];
  const flat = (tree: unknown, prefix = ''): string[] =>
    tree && typeof tree === 'object'
      ? Object.entries(tree).flatMap(([key, value]) => flat(value, `${prefix}${key}.`))
      : [prefix.slice(0, -1)];
  for (const translation of await getTranslations(allKeys, objectKeys, config, { logger: quiet })) {
    const [language = '', ns = ''] = relative(dir, translation.path).slice(0, -'.json'.length).split(/[\\/]/);
    const [before, after] = [new Set(flat(translation.existingTranslations)), new Set(flat(translation.newTranslations))];
    for (const key of [...after].filter((added) => !before.has(added))) {
      const at = allKeys.get(`${ns}:${key}`)?.locations?.[0];
      const where = at ? `${show(at.file)}:${at.line}:${at.column}` : fileOf(language, ns);
      if (language === DEFAULT_LANGUAGE)
        keyProblems.push(`${where}: "${key}" is used here but missing in ${fileOf(language, ns)}`);
      else if (italian.get(ns)?.has(key)) keyProblems.push(missing(language, ns, key));
    }
    for (const key of [...before].filter((removed) => !after.has(removed))) {
      if (language === DEFAULT_LANGUAGE) unused.add(`${ns}:${key}`);
      if (language === DEFAULT_LANGUAGE || !italian.get(ns)?.has(key)) keyProblems.push(extra(language, ns, key));
    }
  }

  // 2. Ours: placeholders and tags of Italian against the code, then each language against Italian, key
  // by key (also in the files i18next-cli keeps whole through preservePatterns, such as validation.json).
  const [PLAIN, faulty]: [Use[], Set<string>] = [[{ values: [], components: [], where: '' }], new Set()];
  const signature = (text: string, used: Use[]) =>
    [...placeholdersOf(text).map(braces), ...tagsIn(text, used).opened.map((tag) => `<${tag}>`)].sort().join(' ');
  for (const language of order) {
    for (const [ns, source] of italian) {
      const texts = locales.get(language)?.get(ns);
      if (!texts)
        problems.push(`${fileOf(language, ns)}: is missing: copy ${fileOf(DEFAULT_LANGUAGE, ns)} and translate its texts`);
      for (const [key, original] of texts ? source : []) {
        const [text, used] = [texts?.get(key), uses.get(`${ns}:${key}`) ?? PLAIN];
        if (text === undefined) keyProblems.push(missing(language, ns, key));
        if (text === undefined || unused.has(`${ns}:${key}`)) continue;
        const found = braceProblems(text);
        if (language === DEFAULT_LANGUAGE) found.push(...placeholderProblems(text, used, TENANT_PLACEHOLDERS));
        found.push(...tagsIn(text, used).problems);
        // A mistake in the Italian text is said there once: the other languages are not compared with it.
        if (language === DEFAULT_LANGUAGE && found.length > 0) faulty.add(`${ns}:${key}`);
        const [expected, actual] = [signature(original, used), signature(text, used)];
        if (found.length === 0 && !faulty.has(`${ns}:${key}`) && expected !== actual)
          found.push(`must use ${expected || 'no {{placeholders}} or <tags>'} like the Italian text, not ${actual || 'none'}`);
        // The texts members must read keep their required parts in every language (docs/translating.md),
        // said when nothing else is wrong with the text: a broken tag is said once, by the tag check.
        if (found.length === 0) found.push(...requiredTextFaults(`${ns}:${key}` as TextKey, language as Language, text));
        problems.push(...found.map((problem) => `${fileOf(language, ns)}: ${key}: ${problem}`));
      }
      for (const key of texts?.keys() ?? []) if (!source.has(key)) keyProblems.push(extra(language, ns, key));
    }
  }
  problems.push(...keyProblems);
  return result();
}

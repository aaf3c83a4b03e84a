/**
 * npm run deploy:check (tools/commands/deploy-check.ts), on the server: asks the server's own nginx about
 * its real configuration (`nginx -T`, which tests it like `nginx -t` and prints every file it
 * read) and says, in plain sentences, what stands between it and the onboarding site:
 * - whether nginx accepts the configuration at all;
 * - whether another site answers ports 80 or 443 before ours, Debian's default site above all
 *   (its "Welcome to nginx!" instead of our redirect);
 * - whether the configuration includes our site (deploy/nginx.conf) and the build's partners.conf,
 *   and whether a placeholder (ONBOARDING_ROOT, ONBOARDING_DEPLOY, ONBOARDING_ASSETS) was left unreplaced;
 * - whether the brotli include is there without the module to read it;
 * - whether the web root holds a build, from the same build as the server files, whose files /assets/ serves.
 * The build's own `nginx -t` never reads the server's files (nginx-check.ts): this is where they are checked.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join } from 'node:path';
import { MANIFEST, SITE_PLACEHOLDERS } from './deploy-dir.ts';
import { findNginx, nginxReason } from './nginx-check.ts';
import { RELEASE_SITE } from './release.ts';

export const DEFAULT_CONFIG = '/etc/nginx/nginx.conf';

/** What `nginx -T -c <config>` did. */
export interface NginxRun {
  status: number | null;
  stdout: string;
  stderr: string;
  /** Why nginx could not be started at all. */
  error?: string;
}

export interface Finding {
  level: 'ok' | 'problem' | 'note';
  text: string;
}

/** The files the checks read beside nginx's answer: the web root and the build's server files. */
export interface Files {
  exists(path: string): boolean;
  read(path: string): string | undefined;
}

const disk: Files = {
  exists: existsSync,
  read: (path) => {
    try {
      return readFileSync(path, 'utf8');
    } catch {
      return undefined;
    }
  },
};

/** One directive of an nginx file: `name args…;` or `name args… { block }`. */
interface Directive {
  name: string;
  args: string[];
  file: string;
  line: number;
  block?: Directive[];
}

interface Token {
  text: string;
  line: number;
  /** `{`, `}` or `;` outside quotes. */
  punct?: boolean;
}

/** nginx's own reading of a file: words, quoted strings, `{ } ;`, and # comments to the end of the line. */
function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let line = 1;
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '\n') line += 1;
    if (/\s/.test(c)) {
      i += 1;
    } else if (c === '#') {
      while (i < text.length && text[i] !== '\n') i += 1;
    } else if (c === '{' || c === '}' || c === ';') {
      tokens.push({ text: c, line, punct: true });
      i += 1;
    } else {
      const start = line;
      let word = '';
      while (i < text.length && !/[\s;{}]/.test(text[i]!)) {
        const d = text[i]!;
        if (d === '"' || d === "'") {
          i += 1;
          while (i < text.length && text[i] !== d) {
            if (text[i] === '\\' && i + 1 < text.length) i += 1;
            if (text[i] === '\n') line += 1;
            word += text[i];
            i += 1;
          }
          i += 1;
        } else if (d === '$' && text[i + 1] === '{') {
          // ${name}: a variable, not a block.
          const end = text.indexOf('}', i);
          word += text.slice(i, end < 0 ? text.length : end + 1);
          i = end < 0 ? text.length : end + 1;
        } else {
          word += d;
          i += 1;
        }
      }
      tokens.push({ text: word, line: start });
    }
  }
  return tokens;
}

function parse(tokens: Token[], file: string): Directive[] {
  let at = 0;
  const block = (): Directive[] => {
    const directives: Directive[] = [];
    while (at < tokens.length) {
      const first = tokens[at]!;
      if (first.punct && first.text === '}') {
        at += 1;
        return directives;
      }
      if (first.punct) {
        at += 1;
        continue;
      }
      const words: Token[] = [];
      while (at < tokens.length && !tokens[at]!.punct) words.push(tokens[at++]!);
      const end = tokens[at];
      at += 1;
      const directive: Directive = { name: first.text, args: words.slice(1).map((word) => word.text), file, line: first.line };
      if (end?.text === '{') directive.block = block();
      directives.push(directive);
    }
    return directives;
  };
  return block();
}

/** The files of `nginx -T`, in the order nginx read them. */
export function dumpFiles(dump: string): Array<{ path: string; text: string }> {
  const parts = dump.split(/^# configuration file (.+):$/m);
  const files: Array<{ path: string; text: string }> = [];
  for (let i = 1; i + 1 < parts.length; i += 2) files.push({ path: parts[i]!, text: parts[i + 1]!.replace(/^\n/, '') });
  return files;
}

/** An include's file pattern (glob(3): *, ? and [...]) as a regular expression over paths. */
function globPattern(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i += 1) {
    const c = pattern[i]!;
    const close = c === '[' ? pattern.indexOf(']', i + 2) : -1;
    if (c === '*') source += '[^/]*';
    else if (c === '?') source += '[^/]';
    else if (close > 0) {
      source += `[${pattern
        .slice(i + 1, close)
        .replace(/^!/, '^')
        .replaceAll('\\', '\\\\')}]`;
      i = close;
    } else source += c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/** The configuration as nginx assembles it: each include replaced by the directives of the files it names. */
function assemble(directives: Directive[], files: Map<string, Directive[]>, confDir: string, chain: string[] = []): Directive[] {
  return directives.flatMap((directive) => {
    if (directive.name === 'include' && !directive.block && directive.args.length === 1) {
      const arg = directive.args[0]!;
      const matcher = globPattern(isAbsolute(arg) ? arg : join(confDir, arg));
      return [...files.keys()]
        .filter((path) => matcher.test(path) && !chain.includes(path))
        .sort()
        .flatMap((path) => assemble(files.get(path)!, files, confDir, [...chain, path]));
    }
    return [directive.block ? { ...directive, block: assemble(directive.block, files, confDir, chain) } : directive];
  });
}

const PLACEHOLDERS = Object.keys(SITE_PLACEHOLDERS) as Array<keyof typeof SITE_PLACEHOLDERS>;
const PLACEHOLDER_MEANS = SITE_PLACEHOLDERS;

const every = (directives: Directive[]): Directive[] => directives.flatMap((d) => [d, ...every(d.block ?? [])]);
const isOurs = (server: Directive) =>
  every(server.block ?? []).some((d) => d.args.some((arg) => arg.includes('$onboarding_partner')));

interface Listen {
  /** address:port, as nginx groups servers: `*:80`, `[::]:443`, `127.0.0.1:8080`. */
  socket: string;
  port: string;
  isDefault: boolean;
}

/** A `listen` address as nginx groups servers by it: 80 and *:80 and 0.0.0.0:80 are one. */
function socketOf(address: string): { socket: string; port: string } {
  if (address.startsWith('unix:')) return { socket: address, port: address };
  if (/^\d+$/.test(address)) return { socket: `*:${address}`, port: address };
  const ipv6 = /^(\[[^\]]*\])(?::(\d+))?$/.exec(address);
  if (ipv6) return { socket: `${ipv6[1]}:${ipv6[2] ?? '80'}`, port: ipv6[2] ?? '80' };
  const [host = '*', port = '80'] = address.split(':');
  return { socket: `${host === '0.0.0.0' ? '*' : host}:${port}`, port };
}

function listens(server: Directive): Listen[] {
  const lines = (server.block ?? []).filter((d) => d.name === 'listen' && d.args.length > 0);
  if (lines.length === 0) return [{ socket: '*:80', port: '80', isDefault: false }];
  return lines.map(({ args }) => ({
    ...socketOf(args[0]!),
    isDefault: args.includes('default_server') || args.includes('default'),
  }));
}

const serverName = (server: Directive) =>
  server.block?.find((d) => d.name === 'server_name')?.args.join(' ') ?? '(no server_name)';

const BROTLI_INSTALL = 'apt-get install libnginx-mod-http-brotli-filter';

type Say = Record<Finding['level'], (text: string) => void>;

const removeDefault = (debianDefault: string) => `rm ${debianDefault}, then nginx -t && systemctl reload nginx`;

/** Why nginx refused the configuration, with what to do, and what can be told without its dump. */
function explainRefusal(output: string, config: string, files: Files, say: Say): void {
  const confDir = dirname(config);
  const debianDefault = join(confDir, 'sites-enabled', 'default');
  const reason = nginxReason(output);
  if (/Permission denied/.test(output)) {
    say.problem(
      `nginx could not read all it needs to test ${config} (${reason}): nginx -T reads the whole configuration, the certificate keys, the log and pid files, which only root may. Run this as root (sudo npm run deploy:check).`,
    );
  } else {
    say.problem(`nginx refuses ${config}: ${reason}`);
  }
  const brotli = /unknown directive "brotli\w*" in (\S+?)(:\d+)?$/m.exec(output);
  if (brotli) {
    say.problem(
      `The brotli include is there (${brotli[1]}) but nginx has no brotli module loaded: install the module (${BROTLI_INSTALL}; Debian loads it from ${join(confDir, 'modules-enabled')}/), or remove ${brotli[1]} to serve gzip only.`,
    );
  }
  for (const placeholder of PLACEHOLDERS) {
    if (reason.includes(placeholder)) {
      say.problem(`${placeholder} was not replaced: replace it with ${PLACEHOLDER_MEANS[placeholder]} (docs/deploy.md).`);
    }
  }
  if (files.exists(debianDefault)) {
    say.problem(
      `Debian's default site is still enabled (${debianDefault}): it answers port 80 before our redirect, with "Welcome to nginx!". Remove it: ${removeDefault(debianDefault)}.`,
    );
  }
  say.note('The other checks need a configuration that nginx accepts: fix the above and run npm run deploy:check again.');
}

/**
 * Which server answers, on each address and port of ours, a request whose host no server_name
 * names (every partner's host: ours has `server_name _`): the default_server there, else the first.
 */
function checkDefaultServers(servers: Directive[], ours: Directive[], debianDefault: string, say: Say): void {
  const foreign = new Map<Directive, { ports: Set<string>; byDefault: boolean }>();
  const sockets = new Set(ours.flatMap((server) => listens(server).map((listen) => listen.socket)));
  for (const socket of sockets) {
    const there = servers.filter((server) => listens(server).some((listen) => listen.socket === socket));
    const byDefault = there.find((server) => listens(server).some((l) => l.socket === socket && l.isDefault));
    const answering = byDefault ?? there[0];
    if (answering && !ours.includes(answering)) {
      const seen = foreign.get(answering) ?? { ports: new Set<string>(), byDefault: false };
      seen.ports.add(socket.replace(/^.*:/, ''));
      seen.byDefault ||= byDefault !== undefined;
      foreign.set(answering, seen);
    }
  }
  for (const [server, { ports, byDefault }] of foreign) {
    const portList = [...ports].join(' and ');
    if (server.file === debianDefault) {
      say.problem(
        `Debian's default site is still enabled (${debianDefault}): it is the default server of port ${portList}, so it answers every request there before our redirect, with "Welcome to nginx!". Remove it: ${removeDefault(debianDefault)}.`,
      );
    } else {
      const fix = byDefault
        ? 'remove default_server from its listen lines (or remove the site)'
        : "it is read before the onboarding site (sites-enabled/ is read in alphabetical order): add default_server to the onboarding site's listen lines for that port (nginx -t then refuses any second default_server)";
      say.problem(
        `${server.file}:${server.line} (server_name ${serverName(server)}) answers port ${portList} for every host it does not name (${byDefault ? 'it is the default_server' : 'it is the first server listening there'}), before the onboarding site: ${fix}, then nginx -t && systemctl reload nginx.`,
      );
    }
  }
  if (foreign.size === 0) {
    const ports = [...new Set(ours.flatMap((server) => listens(server).map((listen) => listen.port)))].join(' and ');
    say.ok(
      `No other site answers ${ports.includes(' ') ? 'ports' : 'port'} ${ports} first: the onboarding site is the default server there.`,
    );
    if (servers.some((server) => server.file === debianDefault))
      say.note(`${debianDefault} is still enabled, but answers none of our ports.`);
  }
}

/** What nginx said and the files around it, in sentences: every problem says what to do. */
export function deployFindings(
  { config, nginx, run }: { config: string; nginx: string | undefined; run: NginxRun | undefined },
  files: Files = disk,
): Finding[] {
  const findings: Finding[] = [];
  const say: Say = {
    ok: (text) => findings.push({ level: 'ok', text }),
    problem: (text) => findings.push({ level: 'problem', text }),
    note: (text) => findings.push({ level: 'note', text }),
  };
  const { ok, problem, note } = say;
  const confDir = dirname(config);
  const debianDefault = join(confDir, 'sites-enabled', 'default');

  if (!nginx || !run) {
    problem(
      'nginx is not installed here (none at /usr/sbin/nginx or on PATH): install it (apt-get install nginx) or set NGINX_PATH.',
    );
    return findings;
  }
  if (run.error !== undefined) {
    problem(`${nginx} could not be started: ${run.error}. Set NGINX_PATH to the nginx this server runs.`);
    return findings;
  }
  if (run.status !== 0) {
    explainRefusal(`${run.stderr}\n${run.stdout}`, config, files, say);
    return findings;
  }

  ok(`nginx accepts ${config} (nginx -t).`);
  const dumped = dumpFiles(run.stdout);
  const parsed = new Map(dumped.map(({ path, text }) => [path, parse(tokenize(text), path)]));
  const main = parsed.get(config) ?? (dumped[0] ? parsed.get(dumped[0].path) : undefined) ?? [];
  const assembled = assemble(main, parsed, confDir, [config]);
  const http = assembled.filter((d) => d.name === 'http').flatMap((d) => d.block ?? []);
  const servers = http.filter((d) => d.name === 'server' && d.block);
  const ours = servers.filter(isOurs);
  const partnerMap = every(http).find((d) => d.name === 'map' && d.args[1] === '$onboarding_partner');

  if (ours.length === 0) {
    if (parsed.has(debianDefault)) {
      problem(
        `Debian's default site is still enabled (${debianDefault}): it answers port 80, with "Welcome to nginx!". Remove it: ${removeDefault(debianDefault)}.`,
      );
    }
    problem(
      `${config} does not include the onboarding site: no server uses $onboarding_partner. Copy deploy/nginx.conf to ${join(confDir, 'sites-enabled', 'onboarding.conf')} (read inside http {}), replace ${PLACEHOLDERS.join(', ')}, then nginx -t && systemctl reload nginx (docs/deploy.md).`,
    );
    note(
      `With npm run release, that file holds one line, include <release root>/${RELEASE_SITE}; (docs/deploy.md, "Releasing during the working day").`,
    );
  } else {
    const siteFiles = [...new Set(ours.map((server) => server.file))].join(', ');
    ok(`The onboarding site is included (${siteFiles}), with the build's partners.conf (${partnerMap?.file ?? 'not found'}).`);
  }

  // Placeholders: ONBOARDING_DEPLOY left in an include stops nginx -t, but ONBOARDING_ROOT or ONBOARDING_ASSETS left in `root` does not.
  const left = [...parsed.values()].flatMap(every).flatMap((directive) =>
    PLACEHOLDERS.filter((placeholder) => directive.args.some((arg) => arg.includes(placeholder))).map((placeholder) => ({
      placeholder,
      directive,
    })),
  );
  for (const { placeholder, directive } of left) {
    problem(
      `${directive.file}:${directive.line} still says ${placeholder} (${directive.name} ${directive.args.join(' ')}): replace it with ${PLACEHOLDER_MEANS[placeholder]}, then nginx -t && systemctl reload nginx.`,
    );
  }

  if (ours.length > 0) checkDefaultServers(servers, ours, debianDefault, say);

  const brotliFile = dumped.find(({ path }) => /onboarding-brotli[^/]*\.conf$/.test(path))?.path;
  const brotliModule = every(assembled).some((d) => d.name === 'load_module' && d.args.some((arg) => arg.includes('brotli')));
  if (brotliFile) ok(`brotli is on (${brotliFile}) and nginx has its module.`);
  else if (brotliModule)
    note(
      `nginx loads the brotli module, but no ${join(confDir, 'onboarding-brotli.conf')}: copy deploy/brotli.conf there to serve brotli (gzip is on either way).`,
    );
  else
    note(
      `brotli is off, gzip is on. For brotli: ${BROTLI_INSTALL}, and copy deploy/brotli.conf to ${join(confDir, 'onboarding-brotli.conf')}.`,
    );

  const rootIn = (directives: Directive[]) =>
    directives.find((d) => d.name === 'root' && d.args[0] && !d.args[0].includes('ONBOARDING_'))?.args[0];
  const root = rootIn(ours.flatMap((server) => server.block ?? []));
  const assetsLocation = ours
    .flatMap((server) => server.block ?? [])
    .find((d) => d.name === 'location' && d.args.at(-1) === '/assets/');
  const assetsRoot = rootIn(assetsLocation?.block ?? []) ?? root;
  if (root && assetsRoot) checkBuild({ root, assetsRoot }, partnerMap ? dirname(partnerMap.file) : undefined, files, say);
  return findings;
}

/**
 * The web root holds a build, and the server files beside it come from the same build, whose scripts
 * /assets/ serves: from the web root's own assets/ (a single build), or from the release root's
 * shared assets/ (npm run release).
 */
function checkBuild(
  { root, assetsRoot }: { root: string; assetsRoot: string },
  deployDir: string | undefined,
  files: Files,
  say: Say,
): void {
  if (!isAbsolute(root)) {
    say.problem(`The site's root is ${root}, a relative path: put the absolute path of dist/ there.`);
    return;
  }
  if (!files.exists(join(root, 'not-found.html')) || !files.exists(join(root, 'partners'))) {
    say.problem(`The web root ${root} holds no build (no not-found.html or partners/): upload dist/ there.`);
    return;
  }
  say.ok(`The web root ${root} holds a build.`);
  const leftovers = ['_deploy', '.vite'].filter((name) => files.exists(join(root, name)));
  if (leftovers.length > 0) {
    say.note(
      `${leftovers.map((name) => join(root, name)).join(' and ')}: server files left in the web root by a build older than dist-deploy/. nginx answers 404 there, but delete them: rm -r ${leftovers.map((name) => join(root, name)).join(' ')}.`,
    );
  }
  if (!deployDir) return;
  const manifest = files.read(join(deployDir, MANIFEST));
  if (manifest === undefined) {
    say.note(
      `${join(deployDir, MANIFEST)} is missing: upload all of dist-deploy/, so this check can tell that both folders are one build.`,
    );
    return;
  }
  const entries = manifestEntries(manifest);
  if (!entries) {
    say.problem(`${join(deployDir, MANIFEST)} is not the build's manifest (not JSON): upload dist-deploy/ again.`);
    return;
  }
  const missing = entries.filter((file) => !files.exists(join(assetsRoot, file)));
  if (entries.length > 0 && missing.length === 0) {
    say.ok(`${root} and ${deployDir} come from the same build.`);
  } else {
    say.problem(
      `${root} and ${deployDir} come from different builds: ${basename(deployDir)}/${MANIFEST} names ${missing.join(', ') || 'no entry'}, which ${assetsRoot} does not hold. Upload dist/ and dist-deploy/ of one build together, then systemctl reload nginx.`,
    );
  }
}

/** The files of the manifest's entries (the app's main script), or undefined when it is no JSON. */
function manifestEntries(manifest: string): string[] | undefined {
  try {
    return Object.values(JSON.parse(manifest) as Record<string, { file: string; isEntry?: boolean }>)
      .filter((chunk) => chunk.isEntry)
      .map((chunk) => chunk.file);
  } catch {
    return undefined;
  }
}

/** The report: one sentence a line, and the exit code (1 when anything is a problem). */
export function deployReport(findings: Finding[]): { lines: string[]; code: number } {
  const label = { ok: 'ok      ', problem: 'PROBLEM ', note: 'note    ' };
  const problems = findings.filter((finding) => finding.level === 'problem').length;
  const lines = findings.map((finding) => `${label[finding.level]}${finding.text}`);
  lines.push(
    '',
    problems === 0
      ? 'All is well. nginx serves what it read at its last reload: after each upload, systemctl reload nginx.'
      : `${problems} problem(s): fix them, then run npm run deploy:check again.`,
  );
  return { lines, code: problems === 0 ? 0 : 1 };
}

/** Runs `nginx -T` on NGINX_CONF (else /etc/nginx/nginx.conf) with the nginx findNginx finds. */
export function runDeployCheck(
  env: Record<string, string | undefined> = process.env,
  io: { out: (line: string) => void } = { out: (line) => process.stdout.write(`${line}\n`) },
): number {
  const config = env.NGINX_CONF ?? DEFAULT_CONFIG;
  const nginx = findNginx(env);
  let run: NginxRun | undefined;
  if (nginx) {
    const result = spawnSync(nginx, ['-T', '-c', config], { encoding: 'utf8', timeout: 60_000, maxBuffer: 64 * 1024 * 1024 });
    run = { status: result.status, stdout: result.stdout ?? '', stderr: result.stderr ?? '' };
    if (result.error) run.error = result.error.message;
  }
  io.out(`Checking ${config} with ${nginx ?? 'nginx'} -T (what nginx would load on its next reload).`);
  io.out('');
  const { lines, code } = deployReport(deployFindings({ config, nginx, run }));
  for (const line of lines) io.out(line);
  return code;
}

/**
 * The build proves that nginx loads what it wrote: deploy/nginx.conf with this build's
 * partners.conf and security-headers.conf (dist-deploy/, deploy-dir.ts), checked with `nginx -t`
 * (which reads and builds everything, maps and their hashes included, but opens no port). A
 * partner file that nginx would refuse then stops the build with the partner file's name, instead
 * of a reload that keeps the old site or a start that serves no partner.
 *
 * The check is about what the build wrote, so it reads nothing of the machine's nginx setup:
 * the test configuration leaves out every `include /etc/nginx/…` of deploy/nginx.conf (today
 * /etc/nginx/onboarding-brotli*.conf, which holds brotli directives that need a module this
 * configuration does not load) and brings its own few MIME types instead of /etc/nginx/mime.types.
 * Leaving the includes out is simpler and more robust than loading modules: what a machine's
 * include needs is that machine's business, and npm run deploy:check checks it on the server.
 * (The browser suite's nginx, tests/e2e/support/nginx.ts, serves with deploy/brotli.conf and
 * loads the brotli module itself where it is installed.)
 *
 * Runs when nginx is installed (NGINX_PATH, else /usr/sbin/nginx or nginx on PATH); in CI
 * (CI set) a missing nginx is an error, so the proof is never skipped there.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { deployDirOf, EVENTS_LOG, PARTNERS_CONF, siteFor } from './deploy-dir.ts';

export function findNginx(env: Record<string, string | undefined> = process.env): string | undefined {
  if (env.NGINX_PATH) return env.NGINX_PATH;
  if (existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : undefined;
}

/**
 * Writes privkey.pem and fullchain.pem, a self-signed certificate for localhost valid one day, into
 * `dir`: what deploy/nginx.conf's HTTPS server needs to load where the real certificate is not.
 */
export function selfSignedCertificate(dir: string): { key: string; cert: string } {
  const key = join(dir, 'privkey.pem');
  const cert = join(dir, 'fullchain.pem');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-keyout', key, '-out', cert],
    { stdio: 'ignore' },
  );
  return { key, cert };
}

/** The first "[emerg]" line (or the first line) of nginx's answer, without its time stamp. */
export function nginxReason(output: string): string {
  const lines = output.split('\n').filter((line) => line.trim());
  const line = lines.find((text) => /\[(emerg|alert|crit)\]/.test(text)) ?? lines[0] ?? '';
  return line.replace(/^(nginx: |\d{4}\/\d\d\/\d\d \d\d:\d\d:\d\d )\[\w+\] (\d+#\d+: )?/, '');
}

/** An `include` of a file under /etc/nginx: the machine's own setup, not the build's. */
const MACHINE_INCLUDE = /^[ \t]*include[ \t]+\/etc\/nginx\/[^;]*;[ \t]*$/gm;

/** What nginx -t needs of /etc/nginx/mime.types: a types block (the real table changes no check). */
const TEST_TYPES = '  types { text/html html; text/css css; text/javascript js; application/json json; image/svg+xml svg; }';

/**
 * The http {} block of a minimal nginx.conf around deploy/nginx.conf, as a server includes it,
 * with `root` for ONBOARDING_ROOT and ONBOARDING_ASSETS, `deployDir` for ONBOARDING_DEPLOY and the
 * certificate of `certDir`. `prefix` holds logs (the events log too) and temp files. Nothing of /etc/nginx is read
 * (see above), and nothing is written to /var/log/nginx.
 */
export function nginxTestConfig({
  site,
  root,
  deployDir,
  certDir,
  prefix,
}: {
  site: string;
  root: string;
  deployDir: string;
  certDir: string;
  prefix: string;
}): string {
  const deploy = siteFor(site, { root, deployDir })
    .replaceAll('/etc/ssl/onboarding/', `${certDir}/`)
    // nginx -t opens (and creates) every log file it names: the events log of a test stays in its folder.
    .replaceAll(EVENTS_LOG, `${prefix}/events.log`)
    .replace(MACHINE_INCLUDE, (line) => `# left out by the build's nginx -t: ${line.trim()}`);
  return [
    `error_log ${prefix}/error.log warn;`,
    `pid ${prefix}/nginx.pid;`,
    'events { worker_connections 64; }',
    'http {',
    TEST_TYPES,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${prefix}/${kind};`),
    deploy,
    '}',
  ].join('\n');
}

export interface NginxCheck {
  /** The build's dist/ folder; its server files are in deployDirOf(outDir). */
  outDir: string;
  /** deploy/nginx.conf. */
  siteConfig: string;
  /** Names each partner's file: slug -> tenants/acme.json, and its hosts. */
  partners: ReadonlyMap<string, { file: string; hosts: readonly string[] }>;
  nginx: string;
}

/** Runs `nginx -t`; throws a one-line reason naming the partner file when the failure names its slug or host. */
export function checkNginxConfig({ outDir, siteConfig, partners, nginx }: NginxCheck): void {
  const prefix = mkdtempSync(join(tmpdir(), 'onboarding-nginx-t-'));
  try {
    selfSignedCertificate(prefix);
    const config = join(prefix, 'nginx.conf');
    writeFileSync(
      config,
      nginxTestConfig({
        site: readFileSync(siteConfig, 'utf8'),
        root: outDir,
        deployDir: deployDirOf(outDir),
        certDir: prefix,
        prefix,
      }),
    );
    const run = spawnSync(nginx, ['-t', '-q', '-p', prefix, '-c', config], { encoding: 'utf8' });
    if (run.status === 0) return;
    const reason = nginxReason(`${run.stderr}${run.stdout}`).replaceAll(prefix, '<test>');
    const blamed = [...partners].filter(
      ([slug, { hosts }]) =>
        new RegExp(`(^|[^a-z0-9-])${slug}([^a-z0-9-]|$)`).test(reason) || hosts.some((host) => reason.includes(host)),
    );
    const who = blamed.length > 0 ? `${blamed.map(([, { file }]) => file).join(', ')}: ` : '';
    throw new Error(
      `${who}nginx -t refuses the configuration this build wrote (deploy/nginx.conf with ${basename(deployDirOf(outDir))}/${PARTNERS_CONF}): ${reason}`,
    );
  } finally {
    rmSync(prefix, { recursive: true, force: true });
  }
}

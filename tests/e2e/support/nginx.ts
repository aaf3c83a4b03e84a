/**
 * Runs Debian's nginx on loopback with the site configuration from deploy/nginx.conf,
 * serving the suite's production build: the headers, caching and fallback are the real ones.
 * The machine's own /etc/nginx/onboarding-brotli.conf is never read: where the brotli module is
 * installed, this configuration loads it itself (load_module) and puts deploy/brotli.conf in its place.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deployDirOf } from '../../../tools/deploy/deploy-dir';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** Debian's libnginx-mod-http-brotli-filter (/usr/share/nginx/modules is a link to this folder). */
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

export const hasBrotli = existsSync(BROTLI_MODULE);

/** Writes privkey.pem and fullchain.pem, a certificate for localhost valid one day, into `dir`. */
function selfSignedCertificate(dir: string): { key: string; cert: string } {
  const key = join(dir, 'privkey.pem');
  const cert = join(dir, 'fullchain.pem');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-keyout', key, '-out', cert],
    { stdio: 'ignore' },
  );
  return { key, cert };
}

export interface RunningNginx {
  stop(): Promise<void>;
}

/**
 * `port` serves HTTPS (a self-signed certificate made here), `httpPort` the plain-HTTP server
 * that redirects to it: the two servers of deploy/nginx.conf, on loopback. `root` is the build's
 * dist/ folder; its server files are read from deployDirOf(root).
 */
export async function startNginx({
  root,
  port,
  httpPort,
  repo,
}: {
  root: string;
  port: number;
  httpPort: number;
  repo: string;
}): Promise<RunningNginx> {
  if (!existsSync(NGINX)) {
    throw new Error(`nginx not found at ${NGINX}: install Debian's nginx (apt-get install nginx) or set NGINX_PATH`);
  }
  const prefix = mkdtempSync(join(tmpdir(), 'onboarding-nginx-'));
  selfSignedCertificate(prefix);
  const site = replaceExactly(readFileSync(join(repo, 'deploy/nginx.conf'), 'utf8'), [
    ['ONBOARDING_ROOT', root],
    ['ONBOARDING_DEPLOY', deployDirOf(root)],
    ['listen 80;\n    listen [::]:80;', `listen 127.0.0.1:${httpPort};`],
    ['listen 443 ssl http2;\n    listen [::]:443 ssl http2;', `listen 127.0.0.1:${port} ssl http2;`],
    ['/etc/ssl/onboarding/', `${prefix}/`],
    ['include /etc/nginx/onboarding-brotli*.conf;', hasBrotli ? readFileSync(join(repo, 'deploy/brotli.conf'), 'utf8') : ''],
  ]);
  const config = [
    process.getuid?.() === 0 ? 'user root;' : '',
    hasBrotli ? `load_module ${BROTLI_MODULE};` : '',
    'worker_processes 1;',
    `error_log ${prefix}/error.log warn;`,
    `pid ${prefix}/nginx.pid;`,
    'events { worker_connections 256; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${prefix}/${kind};`),
    site,
    '}',
  ].join('\n');
  writeFileSync(join(prefix, 'nginx.conf'), config);

  const child: ChildProcess = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await fetch(`http://127.0.0.1:${httpPort}/`, { redirect: 'manual' });
      break;
    } catch {
      if (child.exitCode !== null || Date.now() > deadline) {
        const log = existsSync(join(prefix, 'error.log')) ? readFileSync(join(prefix, 'error.log'), 'utf8') : '';
        throw new Error(`nginx did not start (exit ${child.exitCode}):\n${log}`);
      }
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  return {
    async stop() {
      child.kill('SIGQUIT');
      await new Promise((done) => (child.exitCode === null ? child.once('exit', done) : done(undefined)));
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** The deploy file with the test's paths and ports: each piece must be there, or the suite stops. */
function replaceExactly(text: string, replacements: Array<[string, string]>): string {
  return replacements.reduce((result, [from, to]) => {
    if (!result.includes(from))
      throw new Error(`deploy/nginx.conf no longer contains ${JSON.stringify(from)}: update tests/e2e/support/nginx.ts`);
    return result.replaceAll(from, to);
  }, text);
}

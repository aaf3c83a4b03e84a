/**
 * Runs Debian's nginx on loopback with the site configuration from deploy/nginx.conf, serving the
 * suite's production build (startNginx), or whatever release npm run release wrote the site for
 * (prepareNginx, then runNginx): the headers, caching and fallback are the real ones.
 * The machine's own /etc/nginx/onboarding-brotli.conf is never read: where the brotli module is
 * installed, this configuration loads it itself (load_module) and puts deploy/brotli.conf in its place.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:https';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EVENTS_LOG, EVENTS_LOOPBACK, siteFor } from '../../../tools/deploy/deploy-dir';
import { selfSignedCertificate } from '../../../tools/deploy/nginx-check';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** Debian's libnginx-mod-http-brotli-filter (/usr/share/nginx/modules is a link to this folder). */
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

export const hasBrotli = existsSync(BROTLI_MODULE);

export interface RunningNginx {
  /** Where it writes the site's events, one line each (deploy/nginx.conf's events log, in its own folder). */
  eventsLog: string;
  stop(): Promise<void>;
}

/** A test nginx, set up but not started: what npm run release needs to test and reload it. */
export interface TestNginx {
  /** Its folder: the certificate, logs, pid file and main configuration. */
  prefix: string;
  /** nginx with this folder and configuration (-p, -c): a command adds -t or -s reload. */
  command: string[];
  /** deploy/nginx.conf on the test's loopback ports, certificate and brotli, its placeholders left in. */
  site: string;
  /** The file the main configuration includes in its http {} block: the site, once written. */
  siteFile: string;
  /** The plain-HTTP port, which answers once nginx runs. */
  httpPort: number;
  /** Where it writes the site's events (in place of deploy/nginx.conf's /var/log/nginx/onboarding-events.log). */
  eventsLog: string;
}

/**
 * `port` serves HTTPS (a self-signed certificate made here), `httpPort` the plain-HTTP server
 * that redirects to it: the two servers of deploy/nginx.conf, on loopback. The main configuration
 * includes `siteFile` (the prefix's site.conf unless given), which the caller writes from `site`.
 * The events' loopback server listens on `eventsPort`, or else on a socket in the prefix, which no
 * other test's nginx shares (finding a free port takes a wait, which this function does not make).
 */
export function prepareNginx({
  port,
  httpPort,
  repo,
  siteFile,
  eventsPort,
}: {
  port: number;
  httpPort: number;
  repo: string;
  siteFile?: string;
  eventsPort?: number;
}): TestNginx {
  if (!existsSync(NGINX)) {
    throw new Error(`nginx not found at ${NGINX}: install Debian's nginx (apt-get install nginx) or set NGINX_PATH`);
  }
  const prefix = mkdtempSync(join(tmpdir(), 'onboarding-nginx-'));
  selfSignedCertificate(prefix);
  const eventsLog = join(prefix, 'events.log');
  const site = replaceExactly(readFileSync(join(repo, 'deploy/nginx.conf'), 'utf8'), [
    ['listen 80;\n    listen [::]:80;', `listen 127.0.0.1:${httpPort};`],
    ['listen 443 ssl http2;\n    listen [::]:443 ssl http2;', `listen 127.0.0.1:${port} ssl http2;`],
    ['/etc/ssl/onboarding/', `${prefix}/`],
    [EVENTS_LOG, eventsLog],
    [EVENTS_LOOPBACK, eventsPort === undefined ? `unix:${prefix}/events.sock` : `127.0.0.1:${eventsPort}`],
    ['include /etc/nginx/onboarding-brotli*.conf;', hasBrotli ? readFileSync(join(repo, 'deploy/brotli.conf'), 'utf8') : ''],
  ]);
  const included = siteFile ?? join(prefix, 'site.conf');
  const config = join(prefix, 'nginx.conf');
  writeFileSync(
    config,
    [
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
      `  include ${included};`,
      '}',
    ].join('\n'),
  );
  return { prefix, command: [NGINX, '-p', prefix, '-c', config], site, siteFile: included, httpPort, eventsLog };
}

/** Starts a prepared nginx in the foreground, once it answers; stopping it removes its folder. */
export async function runNginx({ prefix, command: [nginx, ...args], httpPort, eventsLog }: TestNginx): Promise<RunningNginx> {
  // In UTC, as docs/deploy.md asks of a server: the events' minutes are nginx's local time.
  const child: ChildProcess = spawn(nginx!, [...args, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, TZ: 'UTC' },
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
    eventsLog,
    async stop() {
      child.kill('SIGQUIT');
      await new Promise((done) => (child.exitCode === null ? child.once('exit', done) : done(undefined)));
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** nginx serving the build whose dist/ is `root` (its server files from deployDirOf(root)). */
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
  const nginx = prepareNginx({ port, httpPort, repo });
  writeFileSync(nginx.siteFile, siteFor(nginx.site, { root }));
  return runNginx(nginx);
}

export interface NginxAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A request to a test nginx's HTTPS port as a browser on `host` makes it (Node does not resolve
 * *.localhost, and fetch refuses the self-signed certificate). A connection of its own each time:
 * a reload closes the old workers' idle connections, which a kept-alive one would be.
 */
export function askNginx(
  port: number,
  path: string,
  host: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<NginxAnswer> {
  return new Promise((resolve, reject) => {
    const options = {
      host: '127.0.0.1',
      port,
      path,
      method,
      headers: { Host: host, ...headers },
      servername: 'localhost',
      rejectUnauthorized: false,
      agent: false,
    };
    const req = request(options, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A GET to a test nginx's HTTPS port as a browser on `host` makes it (askNginx). */
export const getFromNginx = (port: number, path: string, host: string) => askNginx(port, path, host);

/** The deploy file with the test's paths and ports: each piece must be there, or the suite stops. */
function replaceExactly(text: string, replacements: Array<[string, string]>): string {
  return replacements.reduce((result, [from, to]) => {
    if (!result.includes(from))
      throw new Error(`deploy/nginx.conf no longer contains ${JSON.stringify(from)}: update tests/e2e/support/nginx.ts`);
    return result.replaceAll(from, to);
  }, text);
}

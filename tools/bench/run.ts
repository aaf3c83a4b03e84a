/**
 * npm run bench: how fast step 1 is on a mid-range phone, this working tree beside the previous release built in
 * the same run (absolute times on a shared machine differ several times from one day to the next: only the two
 * columns side by side count), and both against a plain HTML page.
 *
 * 1. Builds this tree and the previous release (BENCH_BASELINE, a git ref: baseline.ts; none to skip it), each
 *    by its own build code, and serves each through its own deploy/nginx.conf (Debian's nginx, HTTPS,
 *    brotli/gzip; this tree on port 4400, the previous release on 4410), or with BENCH_SERVER=worker through the
 *    Cloudflare worker of deploy/worker/ under wrangler dev (plain HTTP, compressed by wrangler dev with the
 *    first encoding the browser lists, where Cloudflare's edge prefers brotli), with tools/bench/plain/ copied
 *    beside this tree's build, so every page comes from the same kind of server in one run.
 * Every figure below is measured for both builds in turns (previous, now, previous, now…), so that the load of
 * the machine weighs on both alike:
 * 2. Lighthouse (default mobile emulation) BENCH_RUNS times (3) on each and on the plain page: median score,
 *    LCP, TBT, CLS, and the range of the score and TBT; a run that gives no score is run again (twice at most).
 * 3. The compressed JavaScript of step 1 and of the whole flow, as Chromium receives it.
 * 4. The valley (tools/bench/valley.ts), median of BENCH_VALLEY_RUNS (5): a wrong e-mail left to the first
 *    answer (its message shown), the time to the app split by where it goes, and first paint to ready
 *    (step 1 confirmed at once, step 2 on screen; the plain page's too, its Conferma going to a plain
 *    step 2), on the phone profile (4x CPU, 150 ms round trip, 1.6 Mbit/s) applied through the DevTools
 *    protocol, a finger driving the page through it alone (devtools-page.ts: no Playwright in the
 *    measured page).
 * 5. The tap probe and the long animation frames after the first paint (tools/bench/probe.ts), on the
 *    phone profile (devtools-page.ts), BENCH_PROBE_RUNS (3) each: the worst tap-to-next-paint (median of the
 *    runs' worst), and the frames over 50 ms with their scripts' attribution; the plain page's too, in the
 *    same turns: what the browser alone makes of the same taps on this machine.
 * 6. Keystroke to next paint (Event Timing) at a 4x CPU slowdown, in the e-mail and a name field.
 * 7. Growth (this tree only): a build with 1 000 generated partners against one with 100.
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium, type Page } from '@playwright/test';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSite } from '../site-build/build-site.ts';
import { compressedSizes, kb, step1Scripts } from '../site-build/step1-assets.ts';
import { startNginx } from '../../tests/e2e/support/nginx.ts';
import { startWorker } from '../../tests/e2e/support/worker.ts';
import { median, medianReady, medianValley, readyRun, valleyRun, type Valley } from './valley.ts';
import {
  framesRun,
  summarizeFrames,
  summarizeTaps,
  tapRun,
  type FramesRun,
  type FramesSummary,
  type ProbeTarget,
  type TapRun,
  type TapSummary,
} from './probe.ts';
import { buildTree, chooseBaseline, describeWorkingTree, writeBaseline } from './baseline.ts';
import { step1Coverage, type FileCoverage } from './coverage.ts';
import { STEP1_CEILING_GZIP, STEP1_TARGET_GZIP } from './step1-budget.ts';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const CHROME = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const VALLEY_RUNS = Number(process.env.BENCH_VALLEY_RUNS ?? 5);
const PROBE_RUNS = Number(process.env.BENCH_PROBE_RUNS ?? 3);
/** This tree's ports; the previous release's are 10 above. */
const NGINX_PORT = 4400;
const NGINX_HTTP_PORT = 4401;
const WORKER_PORT = 4402;
const BASELINE_PORT_OFFSET = 10;
/** What serves the build: nginx (the default) or the Cloudflare worker (BENCH_SERVER=worker). */
const SERVER = process.env.BENCH_SERVER ?? 'nginx';
if (SERVER !== 'nginx' && SERVER !== 'worker') throw new Error(`BENCH_SERVER=${SERVER}: use nginx or worker`);
/** The shipped partner the bench opens, and an e-mail it accepts. */
const PARTNER = 'acme';
const EMAIL = 'mario.rossi@acme.it';
const EMAIL_LABEL = 'E-mail aziendale';
const originAt = (offset: number) =>
  SERVER === 'worker'
    ? `http://${PARTNER}.localhost:${WORKER_PORT + offset}`
    : `https://${PARTNER}.localhost:${NGINX_PORT + offset}`;
const PLAIN_URL = `${originAt(0)}/plain/index.html`;
// The bench's nginx has a self-signed certificate.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--ignore-certificate-errors',
];

async function buildInto(outDir: string, tenantsDir = join(REPO, 'tenants')): Promise<number> {
  const started = performance.now();
  // A test build, as the browser suite's: the same rules as production but for loopback addresses.
  await buildSite({ root: REPO, outDir, tenantsDir, siteFile: join(REPO, 'config', 'site.json'), testBuild: true });
  return performance.now() - started;
}

/** Bytes of every file under `dir`. */
function treeBytes(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0);
}

interface LighthouseRun {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  scriptBytes: number;
}

async function runLighthouse(url: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result!.lhr;
    const failure = whyNoScore(lhr);
    if (failure) throw new Error(failure);
    const requests =
      (lhr.audits['network-requests']?.details as { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined)
        ?.items ?? [];
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
      scriptBytes: requests
        .filter((item) => item.resourceType === 'Script')
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    };
  } finally {
    chrome.kill();
  }
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** Why a Lighthouse run gave no score (its page failed to load, or a metric could not be measured), or nothing. */
function whyNoScore(lhr: Lhr): string | undefined {
  if (lhr.runtimeError) return `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
  if (lhr.categories.performance?.score != null) return undefined;
  const failed = Object.values(lhr.audits).find((audit) => audit.scoreDisplayMode === 'error');
  return failed ? `${failed.id}: ${failed.errorMessage}` : 'no performance score';
}

/** Lighthouse tries left after a run that gave no score; a run without a score measures nothing. */
const LIGHTHOUSE_RETRIES = 2;

/** A Lighthouse run that gave a score: one that failed is said and run again, at most LIGHTHOUSE_RETRIES times. */
async function scoredLighthouse(url: string, retries = LIGHTHOUSE_RETRIES): Promise<LighthouseRun> {
  try {
    return await runLighthouse(url);
  } catch (error) {
    if (retries === 0) throw error;
    console.log(`  Lighthouse gave no score for ${url} (${(error as Error).message}); running it again.`);
    return scoredLighthouse(url, retries - 1);
  }
}

interface LighthouseSummary extends LighthouseRun {
  /** The lowest and highest score and TBT of the runs. */
  scores: [number, number];
  tbts: [number, number];
}

const range = (values: number[]): [number, number] => [Math.min(...values), Math.max(...values)];

function summarize(runs: LighthouseRun[]): LighthouseSummary {
  return {
    scores: range(runs.map((run) => run.score)),
    tbts: range(runs.map((run) => run.tbt)),
    score: median(runs.map((run) => run.score)),
    lcp: median(runs.map((run) => run.lcp)),
    tbt: median(runs.map((run) => run.tbt)),
    cls: median(runs.map((run) => run.cls)),
    scriptBytes: median(runs.map((run) => run.scriptBytes)),
  };
}

/** Stops the bench unless the server serves the partner's own step 1 (a 404 page would measure nothing). */
async function checkServed(url: string): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS.slice(1) });
  try {
    const page = await browser.newPage({ ignoreHTTPSErrors: true });
    const response = await page.goto(url, { waitUntil: 'domcontentloaded' });
    const fields = await page.getByLabel(EMAIL_LABEL).count();
    if (response?.status() !== 200 || fields !== 1)
      throw new Error(`${url} answers ${response?.status()}, not step 1 of ${PARTNER}`);
  } finally {
    await browser.close();
  }
}

async function fillStep1(page: Page) {
  await page.getByLabel(EMAIL_LABEL).fill(EMAIL);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Conferma' }).click();
}

/** Compressed script bytes Chromium receives going through the three steps. */
async function wholeFlowScriptBytes(url: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS.slice(1) });
  try {
    const page = await browser.newPage({ ignoreHTTPSErrors: true });
    const sizes: Array<Promise<number>> = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') sizes.push(request.sizes().then((size) => size.responseBodySize));
    });
    await page.goto(url);
    await fillStep1(page);
    await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Mario');
    await page.getByRole('textbox', { name: 'Cognome' }).fill('Rossi');
    await page.getByRole('radio', { name: 'Uomo' }).check();
    await page.getByRole('textbox', { name: 'Giorno' }).fill('5');
    await page.getByRole('textbox', { name: 'Mese' }).fill('3');
    await page.getByRole('textbox', { name: 'Anno' }).fill('1980');
    await page.getByRole('radio', { name: 'Estero' }).check();
    await page.getByRole('textbox', { name: 'Luogo di nascita' }).fill('Parigi');
    await page.getByRole('button', { name: 'Conferma' }).click();
    await page.getByRole('button', { name: 'Attiva il servizio' }).first().waitFor();
    await page.waitForLoadState('networkidle');
    return (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  } finally {
    await browser.close();
  }
}

/** The longest keystroke-to-next-paint (Event Timing) while typing, at a 4x CPU slowdown. */
async function typingLatency(url: string): Promise<{ email: number; name: number }> {
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS.slice(1) });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, ignoreHTTPSErrors: true });
    const cdp = await page.context().newCDPSession(page);
    await page.goto(url);
    // Step 1 shows before the app runs (it is in the HTML): measure the app's answer to typing,
    // once it has taken over the page (bootstrap.tsx drops the marker) and the network is quiet.
    await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const measure = async (field: ReturnType<Page['getByLabel']>, text: string) => {
      await field.click();
      await page.evaluate(() => {
        const w = window as unknown as { __longest: number; __observer?: PerformanceObserver };
        w.__longest = 0;
        w.__observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            if (/^key|^input|^beforeinput/.test(entry.name)) w.__longest = Math.max(w.__longest, entry.duration);
          }
        });
        w.__observer.observe({ type: 'event', buffered: false, durationThreshold: 16 } as PerformanceObserverInit);
      });
      await page.keyboard.type(text, { delay: 120 });
      await page.waitForTimeout(500);
      return page.evaluate(() => (window as unknown as { __longest: number }).__longest);
    };
    const email = await measure(page.getByLabel(EMAIL_LABEL), 'mario.rossi@azienda-demo.it');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.getByLabel(EMAIL_LABEL).fill(EMAIL);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Conferma' }).click();
    await page.getByRole('textbox', { name: 'Nome', exact: true }).waitFor();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const name = await measure(page.getByRole('textbox', { name: 'Nome', exact: true }), 'Mario Giovanni');
    return { email, name };
  } finally {
    await browser.close();
  }
}

/** `count` partners generated from a shipped one, each with its own domain and contract. */
function generateTenants(count: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tenants-'));
  cpSync(join(REPO, 'tenants/_defaults.json'), join(dir, '_defaults.json'));
  const demo = JSON.parse(readFileSync(join(REPO, `tenants/${PARTNER}.json`), 'utf8')) as Record<string, unknown>;
  for (let i = 0; i < count; i += 1) {
    const slug = `partner-${String(i).padStart(4, '0')}`;
    writeFileSync(
      join(dir, `${slug}.json`),
      JSON.stringify({ ...demo, partner: { name: `Partner ${i} S.p.A.`, emailDomains: [`${slug}.it`] }, contractRef: `P-${i}` }),
    );
  }
  return dir;
}

const jsFiles = (dist: string) =>
  readdirSync(join(dist, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .sort();

/** One build on its server, and everything measured of it. */
interface Build {
  name: 'previous' | 'now';
  /** Its commit (and, for this tree, how many files differ from it). */
  label: string;
  dist: string;
  url: string;
  lighthouse: LighthouseRun[];
  valley: Array<Awaited<ReturnType<typeof valleyRun>>>;
  taps: TapRun[];
  frames: FramesRun[];
}

interface Figures {
  lighthouse: LighthouseSummary;
  valley: Valley;
  taps: TapSummary;
  frames: FramesSummary;
  step1: ReturnType<typeof compressedSizes>;
  flowBytes: number;
  typing: { email: number; name: number };
  coverage: FileCoverage[];
}

const ms = (value: number) => (Number.isNaN(value) ? 'n/a' : `${Math.round(value).toLocaleString('en').replaceAll(',', ' ')} ms`);
/** A Lighthouse median with the range of its runs. */
const tbtOf = (summary: LighthouseSummary) =>
  `${ms(summary.tbt)} (${Math.round(summary.tbts[0])}–${Math.round(summary.tbts[1])})`;
const scoreOf = (summary: LighthouseSummary) => `${summary.score} (${summary.scores[0]}–${summary.scores[1]})`;

/**
 * The plain page's figures that the table shows beside a target: its Lighthouse run (LCP, TBT, score), its ready
 * (to a plain step 2), its tap probe and its long frames. A page that runs no script sets the floor of each on
 * the machine of the run.
 */
interface PlainFigures {
  lighthouse: LighthouseSummary;
  ready: number;
  taps: TapSummary;
  frames: FramesSummary;
}

/** The table: a figure, the previous release's, this tree's, the target, and whether this tree meets it. */
function printTable(plain: PlainFigures, now: Figures, previous: Figures | undefined): void {
  const rows: Array<[string, (f: Figures) => string, string, (f: Figures) => boolean]> = [
    ['a Tab after a wrong e-mail → "E-mail non valida."', (f) => ms(f.valley.valley), '≤ 100 ms', (f) => f.valley.valley <= 100],
    [
      `worst tap-to-next-paint, tap probe (median of ${PROBE_RUNS})`,
      (f) => `${ms(f.taps.worst)}${f.taps.worst === 0 ? ' (none over 16 ms)' : ''}`,
      `≤ 100 ms (plain ${ms(plain.taps.worst)})`,
      (f) => f.taps.worst <= 100,
    ],
    [
      `TBT (Lighthouse, median of ${RUNS}; range)`,
      (f) => tbtOf(f.lighthouse),
      `≤ 50 ms (plain ${tbtOf(plain.lighthouse)})`,
      (f) => f.lighthouse.tbt <= 50,
    ],
    [
      `Lighthouse mobile score (median of ${RUNS}; range)`,
      (f) => scoreOf(f.lighthouse),
      `100 (plain ${scoreOf(plain.lighthouse)})`,
      (f) => f.lighthouse.score >= 100,
    ],
    [
      'step-1 JavaScript (build, gzip / brotli)',
      (f) => `${kb(f.step1.gzip)} / ${kb(f.step1.brotli)}`,
      `≤ ${kb(STEP1_TARGET_GZIP)} gzip (ceiling ${kb(STEP1_CEILING_GZIP)})`,
      (f) => f.step1.gzip <= STEP1_TARGET_GZIP,
    ],
    [
      `ready: Conferma at first paint → step 2 (median of ${VALLEY_RUNS})`,
      (f) => ms(f.valley.ready),
      `≤ 1 300 ms (plain ${ms(plain.ready)})`,
      (f) => f.valley.ready <= 1300,
    ],
    [
      'LCP (Lighthouse), against the plain page',
      (f) => `${ms(f.lighthouse.lcp)}, ${(f.lighthouse.lcp / plain.lighthouse.lcp).toFixed(2)}×`,
      `≤ 1.1× (plain ${ms(plain.lighthouse.lcp)})`,
      (f) => f.lighthouse.lcp / plain.lighthouse.lcp <= 1.1,
    ],
    ['CLS (Lighthouse)', (f) => f.lighthouse.cls.toFixed(3), '0', (f) => f.lighthouse.cls === 0],
    [
      `long animation frames after the first paint (> 50 ms; median of ${PROBE_RUNS})`,
      (f) => `${f.frames.count}, longest ${ms(f.frames.longest)}, blocking ${ms(f.frames.blocking)}`,
      `none (plain ${plain.frames.count})`,
      (f) => f.frames.count === 0,
    ],
    [
      '  time to the app: scripts arriving, evaluation and start, hydration',
      (f) => `${Math.round(f.valley.download)}, ${Math.round(f.valley.evaluation)}, ${Math.round(f.valley.hydration)} ms`,
      '',
      () => true,
    ],
    [
      '  first paint (valley runs); the Tab left after it',
      (f) => `${ms(f.valley.firstPaint)}; +${ms(f.valley.left)}`,
      '',
      () => true,
    ],
    ['JavaScript, step 1 (Lighthouse transfer)', (f) => kb(f.lighthouse.scriptBytes), '', () => true],
    ['JavaScript, whole flow (Chromium transfer)', (f) => kb(f.flowBytes), '', () => true],
    [
      'keystroke to next paint, e-mail / name (4× CPU)',
      (f) => `${ms(f.typing.email)} / ${ms(f.typing.name)}`,
      '≤ 50 ms',
      (f) => f.typing.email <= 50 && f.typing.name <= 50,
    ],
  ];
  const cells = rows.map(([what, value, target, met]) => [
    what,
    previous ? value(previous) : '',
    value(now),
    target,
    target ? (met(now) ? 'met' : 'MISSED') : '',
  ]);
  const header = ['figure', 'previous', 'now', 'target', ''];
  const widths = header.map((_, column) => Math.max(...[header, ...cells].map((row) => row[column]!.length)));
  for (const row of [header, ...cells])
    console.log(
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    );
}

/** Step 1's scripts as the start leaves them: how much never ran, in all and in the files with the most. */
function printCoverage(name: string, figures: Figures): void {
  const size = figures.coverage.reduce((sum, file) => sum + file.size, 0);
  const unused = figures.coverage.reduce((sum, file) => sum + file.unused, 0);
  const share = (part: number, whole: number) => `${Math.round((100 * part) / Math.max(1, whole))} %`;
  console.log(
    `\n${name}: step 1's JavaScript the start never ran (coverage, minified characters): ${kb(unused)} of ${kb(size)} (${share(unused, size)})`,
  );
  for (const file of figures.coverage.slice(0, 6))
    console.log(
      `  ${kb(file.unused).padStart(9)} of ${kb(file.size).padStart(9)} (${share(file.unused, file.size)})  ${file.path}`,
    );
}

function printProbeDetail(name: string, figures: Pick<Figures, 'taps' | 'frames'>): void {
  console.log(`\n${name}: the tap probe's runs (worst event, taps made, first paint, form ready)`);
  for (const run of figures.taps.runs)
    console.log(
      `  ${ms(run.worst)} ${run.event || '-'}, ${run.taps} taps, first paint ${ms(run.firstPaint)}, ready ${ms(run.ready)}`,
    );
  console.log(`${name}: the long animation frames' scripts (all runs, the longest of each, top 5)`);
  if (figures.frames.top.length === 0) console.log('  none');
  for (const { where, duration } of figures.frames.top) console.log(`  ${ms(duration).padStart(8)}  ${where}`);
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'bench-'));
  const baseline = chooseBaseline(REPO);
  const builds: Build[] = [];
  const servers: Array<{ stop(): Promise<void> }> = [];
  try {
    const fresh = (name: Build['name'], label: string, dist: string, offset: number): Build => ({
      name,
      label,
      dist,
      url: `${originAt(offset)}/`,
      lighthouse: [],
      valley: [],
      taps: [],
      frames: [],
    });
    if (baseline) {
      const tree = join(work, 'previous');
      console.log(`The previous release: ${baseline.ref} (${baseline.commit.slice(0, 7)}; ${baseline.why}). Building it…`);
      writeBaseline(REPO, baseline, tree);
      builds.push(fresh('previous', baseline.commit.slice(0, 7), join(work, 'previous-build', 'dist'), BASELINE_PORT_OFFSET));
      buildTree(REPO, tree, builds[0]!.dist);
    }
    console.log('Building this tree…');
    const now = fresh('now', describeWorkingTree(REPO), join(work, 'now', 'dist'), 0);
    builds.push(now);
    buildTree(REPO, REPO, now.dist);
    cpSync(join(REPO, 'tools/bench/plain'), join(now.dist, 'plain'), { recursive: true });
    for (const build of builds) {
      const offset = build.name === 'previous' ? BASELINE_PORT_OFFSET : 0;
      const repo = build.name === 'previous' ? join(work, 'previous') : REPO;
      servers.push(
        SERVER === 'worker'
          ? await startWorker({ root: build.dist, port: WORKER_PORT + offset, repo })
          : await startNginx({ root: build.dist, port: NGINX_PORT + offset, httpPort: NGINX_HTTP_PORT + offset, repo }),
      );
      await checkServed(build.url);
    }
    const load = loadavg();

    const plain: LighthouseRun[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      console.log(`Lighthouse run ${i + 1} of ${RUNS}…`);
      for (const build of builds) build.lighthouse.push(await scoredLighthouse(build.url));
      plain.push(await scoredLighthouse(PLAIN_URL));
    }
    console.log(`The valley, ${VALLEY_RUNS} runs…`);
    const member = {
      chrome: CHROME,
      flags: CHROME_FLAGS.slice(1),
      errorText: 'E-mail non valida.',
      emailLabel: EMAIL_LABEL,
      email: EMAIL,
      checkboxLabel: "Confermo che l'indirizzo inserito è corretto ed è la mia e-mail professionale",
      confirmLabel: 'Conferma',
      step2Text: 'Passo 2 di 3',
    };
    // The plain page's ready in the same turns: its Conferma goes to a plain step 2 (the floor of the figure).
    const plainReady: number[] = [];
    for (let i = 0; i < VALLEY_RUNS; i += 1) {
      for (const build of builds) build.valley.push(await valleyRun({ url: build.url, ...member }));
      plainReady.push(await readyRun({ url: PLAIN_URL, ...member, loaded: `document.readyState !== 'loading'` }));
    }
    console.log(`The tap probe and the long animation frames, ${PROBE_RUNS} runs…`);
    // The plain page too: what the browser alone makes of the same taps on this machine, the floor of both figures.
    // The plain page runs no script: it is ready once loaded.
    const plainProbe = {
      url: PLAIN_URL,
      ready: `document.readyState === 'complete'`,
      taps: [] as TapRun[],
      frames: [] as FramesRun[],
    };
    const probed: Array<Pick<Build, 'url' | 'taps' | 'frames'> & Pick<ProbeTarget, 'ready'>> = [...builds, plainProbe];
    for (let i = 0; i < PROBE_RUNS; i += 1)
      for (const { url, ready, taps, frames } of probed) {
        const target = { url, ready, chrome: CHROME, flags: CHROME_FLAGS.slice(1), emailLabel: EMAIL_LABEL };
        taps.push(await tapRun(target));
        frames.push(await framesRun(target));
      }
    console.log('The whole flow and typing…');
    const figures = new Map<Build['name'], Figures>();
    for (const build of builds)
      figures.set(build.name, {
        lighthouse: summarize(build.lighthouse),
        valley: medianValley(build.valley),
        taps: summarizeTaps(build.taps),
        frames: summarizeFrames(build.frames),
        step1: compressedSizes(build.dist, step1Scripts(build.dist)),
        flowBytes: await wholeFlowScriptBytes(build.url),
        typing: await typingLatency(build.url),
        coverage: await step1Coverage(build.url, CHROME, CHROME_FLAGS.slice(1)),
      });
    const loadAfter = loadavg();

    console.log('Growth: building this tree with 100, then with 1 000 generated partners…');
    const hundredDir = generateTenants(100);
    const thousandDir = generateTenants(1000);
    const hundredMs = await buildInto(join(work, 'hundred'), hundredDir);
    const thousandMs = await buildInto(join(work, 'thousand'), thousandDir);
    const hundredBytes = treeBytes(join(work, 'hundred'));
    const thousandBytes = treeBytes(join(work, 'thousand'));
    const bytesPerPartner = (thousandBytes - hundredBytes) / 900;
    const msPerHundred = (thousandMs - hundredMs) / 9;
    const sameScripts = JSON.stringify(jsFiles(join(work, 'hundred'))) === JSON.stringify(jsFiles(join(work, 'thousand')));
    for (const dir of [hundredDir, thousandDir]) rmSync(dir, { recursive: true, force: true });

    const previous = figures.get('previous');
    console.log(
      [
        '',
        `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${cpus().length} cores, load average ${load.map((value) => value.toFixed(2)).join(' ')} at the start of the measures, ${loadAfter.map((value) => value.toFixed(2)).join(' ')} at their end.`,
        `previous: ${baseline ? `${baseline.ref} = ${builds[0]!.label} (${baseline.why})` : 'none (BENCH_BASELINE=none)'}; now: ${now.label}.`,
        `Partner ${PARTNER} through ${SERVER === 'worker' ? 'the worker (wrangler dev)' : 'nginx'}; the phone profile: 4× CPU, 150 ms RTT, 1.6 Mbit/s; Lighthouse: its default mobile settings.`,
        '',
      ].join('\n'),
    );
    const plainFigures = {
      lighthouse: summarize(plain),
      ready: medianReady(plainReady),
      taps: summarizeTaps(plainProbe.taps),
      frames: summarizeFrames(plainProbe.frames),
    };
    printTable(plainFigures, figures.get('now')!, previous);
    if (previous) printProbeDetail('previous', previous);
    printProbeDetail('now', figures.get('now')!);
    printProbeDetail('the plain page', plainFigures);
    if (previous) printCoverage('previous', previous);
    printCoverage('now', figures.get('now')!);
    console.log('\nGrowth (this tree)');
    console.log(
      `  build, 1 000 partners: ${(thousandMs / 1000).toFixed(1)} s (100 partners: ${(hundredMs / 1000).toFixed(1)} s; +${(msPerHundred / 1000).toFixed(2)} s per 100; target < 60 s: ${thousandMs < 60_000 ? 'met' : 'MISSED'})`,
    );
    console.log(
      `  output per partner: ${kb(bytesPerPartner)} (${kb(hundredBytes)} → ${kb(thousandBytes)}); the same scripts: ${sameScripts}`,
    );
  } finally {
    for (const server of servers) await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();

/**
 * npm run bench: how fast step 1 is on a mid-range phone, against a plain HTML page.
 *
 * 1. Builds the app, serves dist/ and bench/plain/ with brotli/gzip, as a CDN would.
 * 2. Lighthouse (default mobile emulation) three times on each: median score, LCP, TBT, CLS.
 * 3. The compressed JavaScript of step 1 and of the whole flow, as Chromium receives it.
 * 4. Keystroke to next paint (Event Timing) at a 4x CPU slowdown, in the e-mail and a name field.
 * 5. Growth: a build with 1 000 generated partners against one with the shipped ones.
 */
import { build } from 'vite';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium, type Page } from 'playwright-core';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Server } from 'node:http';
import { startStaticServer } from '../build/static-server.ts';
import { compressedSizes, kb, step1Scripts } from '../build/step1-assets.ts';

const REPO = fileURLToPath(new URL('..', import.meta.url));
const CHROME = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const APP_PORT = 4400;
const PLAIN_PORT = 4401;
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function buildInto(outDir: string, tenantsDir = join(REPO, 'tenants')): Promise<number> {
  process.env.TENANTS_DIR = tenantsDir;
  // A test build: keeps the demo partner, which the benchmark opens on localhost.
  process.env.ONBOARDING_TEST_BUILD = '1';
  const started = performance.now();
  await build({ root: REPO, logLevel: 'error', build: { outDir, emptyOutDir: true } });
  return performance.now() - started;
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
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const lhr = result!.lhr;
    const requests = (lhr.audits['network-requests']?.details as { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined)?.items ?? [];
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
      scriptBytes: requests.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    };
  } finally {
    await chrome.kill();
  }
}

function summarize(runs: LighthouseRun[]): LighthouseRun {
  return {
    score: median(runs.map((run) => run.score)),
    lcp: median(runs.map((run) => run.lcp)),
    tbt: median(runs.map((run) => run.tbt)),
    cls: median(runs.map((run) => run.cls)),
    scriptBytes: median(runs.map((run) => run.scriptBytes)),
  };
}

async function fillStep1(page: Page) {
  await page.getByLabel('E-mail aziendale').fill('mario.rossi@azienda-demo.it');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Conferma' }).click();
}

/** Compressed script bytes Chromium receives going through the three steps. */
async function wholeFlowScriptBytes(): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS.slice(1) });
  try {
    const page = await browser.newPage();
    const sizes: Array<Promise<number>> = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') sizes.push(request.sizes().then((size) => size.responseBodySize));
    });
    await page.goto(`http://localhost:${APP_PORT}/`);
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
async function typingLatency(): Promise<{ email: number; name: number }> {
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS.slice(1) });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const cdp = await page.context().newCDPSession(page);
    await page.goto(`http://localhost:${APP_PORT}/`);
    await page.getByLabel('E-mail aziendale').waitFor();
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
    const email = await measure(page.getByLabel('E-mail aziendale'), 'mario.rossi@azienda-demo.it');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.getByLabel('E-mail aziendale').fill('mario.rossi@azienda-demo.it');
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

/** 1 000 partners generated from the demo file, each with its own domain and contract. */
function generateTenants(count: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tenants-'));
  cpSync(join(REPO, 'tenants/_defaults.json'), join(dir, '_defaults.json'));
  const demo = JSON.parse(readFileSync(join(REPO, 'tenants/demo.json'), 'utf8')) as Record<string, unknown>;
  for (let i = 0; i < count; i += 1) {
    const slug = `partner-${String(i).padStart(4, '0')}`;
    writeFileSync(
      join(dir, `${slug}.json`),
      JSON.stringify({ ...demo, partner: { name: `Partner ${i} S.p.A.`, emailDomains: [`${slug}.it`] }, contractRef: `P-${i}` }),
    );
  }
  return dir;
}

const jsFiles = (dist: string) => readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js')).sort();

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'bench-'));
  const dist = join(work, 'dist');
  console.log('Building…');
  await buildInto(dist);
  const servers: Server[] = [
    await startStaticServer(dist, APP_PORT, { compress: true }),
    await startStaticServer(join(REPO, 'bench/plain'), PLAIN_PORT, { compress: true }),
  ];
  try {
    const app: LighthouseRun[] = [];
    const plain: LighthouseRun[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      console.log(`Lighthouse run ${i + 1} of ${RUNS}…`);
      app.push(await runLighthouse(`http://localhost:${APP_PORT}/`));
      plain.push(await runLighthouse(`http://localhost:${PLAIN_PORT}/`));
    }
    const a = summarize(app);
    const p = summarize(plain);
    const step1 = compressedSizes(dist, step1Scripts(dist));
    const flowBytes = await wholeFlowScriptBytes();
    const typing = await typingLatency();

    console.log('Growth: building with the shipped partners, then with 1 000…');
    const few = await buildInto(join(work, 'few'));
    const fewStep1 = compressedSizes(join(work, 'few'), step1Scripts(join(work, 'few')));
    const many = generateTenants(1000);
    const manyMs = await buildInto(join(work, 'many'), many);
    const manyStep1 = compressedSizes(join(work, 'many'), step1Scripts(join(work, 'many')));
    const perHundred = (manyMs - few) / ((1000 - readdirSync(join(REPO, 'tenants')).filter((f) => !f.startsWith('_')).length) / 100);
    const sameScripts = JSON.stringify(jsFiles(join(work, 'few'))) === JSON.stringify(jsFiles(join(work, 'many')));
    rmSync(many, { recursive: true, force: true });

    const rows: Array<[string, string, string, boolean]> = [
      ['Performance score (median)', String(a.score), '≥ 98', a.score >= 98],
      ['LCP', `${Math.round(a.lcp)} ms (plain page ${Math.round(p.lcp)} ms, ratio ${(a.lcp / p.lcp).toFixed(2)})`, '≤ 1.3× plain', a.lcp / p.lcp <= 1.3],
      ['TBT', `${Math.round(a.tbt)} ms`, '≤ 100 ms', a.tbt <= 100],
      ['CLS', a.cls.toFixed(3), '0', a.cls === 0],
      ['JavaScript, step 1 (Lighthouse transfer)', kb(a.scriptBytes), '≤ 140 KB', a.scriptBytes <= 140 * 1024],
      ['JavaScript, step 1 (build: brotli / gzip)', `${kb(step1.brotli)} / ${kb(step1.gzip)}`, '≤ 140 KB', step1.brotli <= 140 * 1024],
      ['JavaScript, whole flow (Chromium transfer)', kb(flowBytes), '', true],
      ['Keystroke to next paint, e-mail (4× CPU)', `${Math.round(typing.email)} ms${typing.email === 0 ? ' (no event over 16 ms)' : ''}`, '< 50 ms', typing.email < 50],
      ['Keystroke to next paint, name (4× CPU)', `${Math.round(typing.name)} ms${typing.name === 0 ? ' (no event over 16 ms)' : ''}`, '< 50 ms', typing.name < 50],
      ['Build time, shipped partners → 1 000', `${(few / 1000).toFixed(1)} s → ${(manyMs / 1000).toFixed(1)} s (${(perHundred / 1000).toFixed(2)} s per 100)`, '< 1 s per 100', perHundred < 1000],
      ['Step-1 JavaScript with 1 000 partners', `${manyStep1.brotli} B vs ${fewStep1.brotli} B brotli, same files: ${sameScripts}`, 'same bytes', manyStep1.brotli === fewStep1.brotli && sameScripts],
    ];
    console.log(`\nStep 1, Lighthouse mobile, median of ${RUNS} runs; plain page: bench/plain/index.html\n`);
    for (const [what, value, target, ok] of rows) {
      console.log(`${ok ? 'ok  ' : 'MISS'}  ${what.padEnd(44)} ${value}${target ? `  (target ${target})` : ''}`);
    }
  } finally {
    for (const server of servers) server.close();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();

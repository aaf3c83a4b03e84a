import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
import { startNginx } from '../tests/e2e/support/nginx.ts';
const root = process.argv[2]!;
const n = await startNginx({ root, port: 4392, httpPort: 4393, repo: '/work/main/' });
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-gpu'] });
const c = await b.newContext({ ignoreHTTPSErrors: true, viewport: { width: 412, height: 823 } });
const p = await c.newPage();
const cdp = await c.newCDPSession(p);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
await p.goto('https://alfa.localhost:4392/');
await p.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
await p.waitForTimeout(2000);
const { profile } = await cdp.send('Profiler.stop') as any;
const maps = new Map<string, SourceMapConsumer>();
const pkg = (url: string, line: number, col: number) => {
  const file = url.split('/').pop()!;
  if (!file.endsWith('.js')) return '(other)';
  if (!maps.has(file)) maps.set(file, new SourceMapConsumer(JSON.parse(readFileSync(`${root}/assets/${file}.map`, 'utf8'))));
  const pos = maps.get(file)!.originalPositionFor({ line: line + 1, column: col });
  const src = pos.source ?? '?';
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(src);
  return m ? m[1] : src.replace(/^.*\/src\//, 'src/');
};
const self = new Map<number, number>();
for (let i = 0; i < profile.samples.length; i++) self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + profile.timeDeltas[i]);
const agg = new Map<string, number>();
for (const nd of profile.nodes) {
  const t = self.get(nd.id) ?? 0; if (!t) continue;
  const k = nd.callFrame.url.includes('/assets/') ? pkg(nd.callFrame.url, nd.callFrame.lineNumber, nd.callFrame.columnNumber) : nd.callFrame.functionName || '(anon)';
  agg.set(k, (agg.get(k) ?? 0) + t);
}
console.log([...agg].sort((a, b) => b[1] - a[1]).slice(0, 22).map(([k, v]) => `${(v / 1000).toFixed(1)}ms ${k}`).join('\n'));
await b.close(); await n.stop();

import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { startNginx } from '../tests/e2e/support/nginx.ts';
const n = await startNginx({ root: process.argv[2]!, port: 4392, httpPort: 4393, repo: '/work/main/' });
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-gpu'] });
const c = await b.newContext({ ignoreHTTPSErrors: true, viewport: { width: 412, height: 823 } });
const p = await c.newPage();
const cdp = await c.newCDPSession(p);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await b.startTracing(p, { path: '/tmp/trace.json', categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute'] });
await p.goto('https://alfa.localhost:4392/');
await p.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
await p.waitForTimeout(2000);
await b.stopTracing();
await b.close(); await n.stop();
const events = JSON.parse(readFileSync('/tmp/trace.json', 'utf8')).traceEvents as any[];
const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.dur > 30000);
for (const t of tasks) {
  const inside = events.filter((e) => e.ph === 'X' && e.tid === t.tid && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e !== t);
  const agg = new Map<string, number>();
  for (const e of inside) {
    let label = e.name;
    if (e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule') label += ' ' + (e.args?.data?.url ?? '').split('/').pop();
    if (e.name === 'FunctionCall') label += ' ' + (e.args?.data?.url ?? '').split('/').pop() + ':' + (e.args?.data?.functionName ?? '');
    agg.set(label, (agg.get(label) ?? 0) + e.dur);
  }
  console.log(`TASK ${(t.dur / 1000).toFixed(0)}ms`, [...agg].sort((a, b) => b[1] - a[1]).slice(0, 10).map(([k, v]) => `${k}=${(v / 1000).toFixed(0)}`).join(' | '));
}

import { chromium } from 'playwright-core';
import { startNginx } from '../tests/e2e/support/nginx.ts';
const n = await startNginx({ root: process.argv[2]!, port: 4392, httpPort: 4393, repo: '/work/main/' });
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-gpu'] });
const c = await b.newContext({ ignoreHTTPSErrors: true, viewport: { width: 412, height: 823 } });
const p = await c.newPage();
const cdp = await c.newCDPSession(p);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await p.goto('https://alfa.localhost:4392/');
await p.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
await p.waitForTimeout(2000);
const { profile } = await cdp.send('Profiler.stop') as any;
// self time per node
const byId = new Map(profile.nodes.map((x: any) => [x.id, x]));
const self = new Map<number, number>();
const dt = profile.timeDeltas; const s = profile.samples;
for (let i = 0; i < s.length; i++) self.set(s[i], (self.get(s[i]) ?? 0) + (dt[i] ?? 0));
// inclusive by top-level function names within our script: aggregate self by url+function
const agg = new Map<string, number>();
for (const [id, t] of self) { const nd: any = byId.get(id); const k = `${nd.callFrame.functionName || '(anon)'} ${nd.callFrame.url.split('/').pop()}:${nd.callFrame.lineNumber}`; agg.set(k, (agg.get(k) ?? 0) + t); }
console.log([...agg].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${(v / 1000).toFixed(1)}ms ${k}`).join('\n'));
// also parent-chain: count time under each of a few markers
const parent = new Map<number, number>();
for (const nd of profile.nodes) for (const ch of nd.children ?? []) parent.set(ch, nd.id);
const under = new Map<string, number>();
for (const [id, t] of self) { let cur: any = id; const seen = new Set<string>(); while (cur) { const nd: any = byId.get(cur); const fn = nd.callFrame.functionName; if (['hydrateRoot','bootstrap','createI18n','performWorkOnRoot','workLoopConcurrentByScheduler','workLoopSync','load','createRouter','(program)','(garbage collector)','evaluate'].includes(fn) && !seen.has(fn)) { seen.add(fn); under.set(fn, (under.get(fn) ?? 0) + t); } cur = parent.get(cur); } }
console.log([...under].map(([k, v]) => `${k}: ${(v / 1000).toFixed(1)}ms`).join(', '));
await b.close(); await n.stop();

import { chromium } from 'playwright-core';
import { startNginx } from '../tests/e2e/support/nginx.ts';
const n = await startNginx({ root: process.argv[2] ?? '/work/main/.e2e-dist', port: 4392, httpPort: 4393, repo: '/work/main/' });
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-gpu'] });
for (let i = 0; i < 2; i++) {
const c = await b.newContext({ ignoreHTTPSErrors: true, viewport: { width: 412, height: 823 } });
const p = await c.newPage();
const cdp = await c.newCDPSession(p);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await p.addInitScript(() => {
  (window as any).__lt = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) (window as any).__lt.push([Math.round(e.startTime), Math.round(e.duration), (e as any).attribution?.[0]?.containerSrc ?? '']); }).observe({ type: 'longtask', buffered: true });
});
await p.goto('https://alfa.localhost:4392/');
await p.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
await p.waitForTimeout(1500);
console.log(JSON.stringify(await p.evaluate(() => (window as any).__lt)), JSON.stringify(await p.evaluate(() => performance.getEntriesByType('paint').map((e) => [e.name, Math.round(e.startTime)]))));
await c.close();
}
await b.close(); await n.stop();

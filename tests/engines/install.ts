/**
 * npm run test:engines, first step: the suite's own packages (tests/engines/package.json: WebdriverIO
 * for WebKit, puppeteer-core for Chromium and Firefox), which the project's `npm ci` leaves out
 * (tools/own-package.ts). Its `overrides`: @types/node is the project's version (WebdriverIO asks for
 * Node 20's), and puppeteer-core is the suite's 25 for WebdriverIO too, whose optional peer range stops at 24
 * (it uses puppeteer only in commands this suite does not send). After a change to that package.json, `npm install`
 * then `npm prune`: npm install records optional peers nothing asks for (proxy-agent…) as extraneous, npm ci
 * never installs them, and ensureInstalled would then find node_modules short of the lock on every run.
 */
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from '../../tools/own-package.ts';

// Install scripts stay off: geckodriver's and edgedriver's, which WebdriverIO depends on, would download
// drivers this suite never runs.
ensureInstalled(fileURLToPath(new URL('.', import.meta.url)), 'the engines suite’s packages');

/**
 * After the client build, renders step 1 (src/prerender.tsx) to HTML and writes it into
 * dist/index.html, where the app hydrates it. The render uses the router's browser code
 * (the `browser` export condition), so the markup is the one the client hydrates.
 */
import type { Plugin, ResolvedConfig } from 'vite';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { execFileSync } from 'node:child_process';

const ROOT_ELEMENT = '<div id="root"></div>';

export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'onboarding:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = mkdtempSync(join(tmpdir(), 'prerender-'));
      try {
        await build({
          configFile: false,
          root: config.root,
          logLevel: 'warn',
          mode: 'production',
          define: { 'process.env.NODE_ENV': JSON.stringify('production') },
          plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: false, quoteStyle: 'single' }), react()],
          resolve: { alias: config.resolve.alias, conditions: ['browser', 'module', 'import', 'default'] },
          ssr: { noExternal: true, resolve: { conditions: ['browser', 'module', 'import', 'default'], externalConditions: ['browser'] } },
          build: { ssr: 'src/prerender.tsx', outDir, emptyOutDir: true, minify: false, copyPublicDir: false },
        });
        // In a child process: React's browser scheduler keeps a MessagePort open, which
        // would keep this build from ever exiting.
        const html = execFileSync(
          process.execPath,
          [
            '--input-type=module',
            '--eval',
            `const { renderStep1 } = await import(${JSON.stringify(pathToFileURL(join(outDir, 'prerender.js')).href)});` +
              'process.stdout.write(await renderStep1()); process.exit(0);',
          ],
          { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
        );
        const indexFile = resolve(config.root, config.build.outDir, 'index.html');
        const index = readFileSync(indexFile, 'utf8');
        if (!index.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT} to prerender into`);
        writeFileSync(indexFile, index.replace(ROOT_ELEMENT, `<div id="root" data-prerendered="step-1">${html}</div>`));
      } finally {
        rmSync(outDir, { recursive: true, force: true });
      }
    },
  };
}

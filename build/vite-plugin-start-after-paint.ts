/**
 * Step 1 is in the HTML (vite-plugin-prerender.ts), so nothing needs the app's JavaScript to
 * paint it. This plugin lets the page paint first: index.html gets one small classic script
 * that, once the first frame is on screen, adds the app's entry module and preloads its chunks.
 * On a slow network the scripts then no longer compete with the HTML and CSS of the first paint.
 * The same script requests the partner's file at once, so it arrives with the app's code.
 */
import type { Plugin } from 'vite';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SLUG_PATTERN } from '../src/tenant/patterns.ts';

const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

function loaderSource(entry: string, preloads: string[]): string {
  return `// Starts the app after the first paint: see build/vite-plugin-start-after-paint.ts
(function () {
  var entry = ${JSON.stringify(entry)};
  var preloads = ${JSON.stringify(preloads)};
  function add(tag, attributes) {
    var element = document.createElement(tag);
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    document.head.appendChild(element);
  }
  // The partner's file, requested now, in parallel with the app's code: the app asks for
  // /tenants/<first label of the host>.json first (localhost: the demo partner).
  var host = location.hostname.toLowerCase();
  var slug = host === 'localhost' || host === '127.0.0.1' ? 'demo' : host.split('.')[0];
  if (host.indexOf('.') > 0 || slug === 'demo') {
    if (new RegExp(${JSON.stringify(SLUG_PATTERN.source)}).test(slug)) {
      add('link', { rel: 'preload', as: 'fetch', crossorigin: '', href: '/tenants/' + slug + '.json' });
    }
  }
  function start() {
    preloads.forEach(function (href) { add('link', { rel: 'modulepreload', crossorigin: '', href: href }); });
    add('script', { type: 'module', crossorigin: '', src: entry });
  }
  // The callback of the next animation frame runs before that frame paints; a task queued
  // from it runs after.
  requestAnimationFrame(function () { setTimeout(start, 0); });
})();
`;
}

export function startAfterPaintPlugin(): Plugin {
  let loader: { fileName: string; source: string } | null = null;
  return {
    name: 'onboarding:start-after-paint',
    apply: 'build',
    writeBundle(options) {
      if (loader && options.dir) writeFileSync(join(options.dir, loader.fileName), loader.source);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = MODULE_SCRIPT.exec(html)?.[1];
        if (!entry) return html;
        const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
        const fileName = `assets/start-${entry.replace(/^.*index-|\.js$/g, '')}.js`;
        loader = { fileName, source: loaderSource(entry, preloads) };
        return html
          .replace(MODULE_SCRIPT, `\n    <script defer src="/${fileName}"></script>`)
          .replace(MODULE_PRELOAD, '');
      },
    },
  };
}

/**
 * `npm run dev` for the live-edit specs, on a copy of the project in a temporary folder: a spec saves
 * its locale and partner files there, so a failed run never leaves the repository changed. Vite runs
 * in the test's own process, on a free port (never the suite's 4300-4304), with its own cache folder.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { freePort } from './ports';
import { copyProject } from './project-copy';

export interface DevServer {
  /** The copy's folder. */
  root: string;
  port: number;
  /** http://<slug>.localhost:<port><path> */
  url: (slug: string, path?: string) => string;
  /** The copy's file (locales/it/userInfo.json) as it is now. */
  read: (file: string) => string;
  /** Saves the copy's file, as an editor does. */
  save: (file: string, text: string) => void;
  /** What the dev server said in the terminal so far. */
  output: () => string;
  stop: () => Promise<void>;
}

export async function startDevServer(): Promise<DevServer> {
  const root = copyProject('dev-live-');
  const port = await freePort();
  const lines: string[] = [];
  const say = (message: string) => void lines.push(message);
  let server: ViteDevServer | undefined;
  try {
    server = await createServer({
      root,
      configFile: join(root, 'vite.config.ts'),
      // Not the project's node_modules/.vite: a developer's own npm run dev may be using it.
      cacheDir: join(root, '.vite-cache'),
      clearScreen: false,
      customLogger: {
        info: say,
        warn: say,
        warnOnce: say,
        error: say,
        clearScreen: () => {},
        hasErrorLogged: () => false,
        hasWarned: false,
      },
      server: { port, strictPort: true },
    });
    await server.listen();
  } catch (error) {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  const running = server;
  return {
    root,
    port,
    url: (slug, path = '/') => `http://${slug}.localhost:${port}${path}`,
    read: (file) => readFileSync(join(root, file), 'utf8'),
    save: (file, text) => writeFileSync(join(root, file), text),
    output: () => lines.join('\n'),
    stop: async () => {
      await running.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

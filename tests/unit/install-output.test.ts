/**
 * What `npm ci` prints on Node 20 (docs/dependencies.md): no EBADENGINE warnings, kept out by the
 * project's .npmrc, and the one line of the postinstall that names the Node the scripts run on.
 * CI (.ci/run) checks the same on the real install's log.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
const NOTE = join(ROOT, 'tools', 'commands', 'install-note.js');
const OWN_NODE = join(ROOT, 'node_modules', '.bin', 'node');

it('npm warns only of errors in this project (.npmrc), so no engine warning about the Node that runs npm', () => {
  const settings = readFileSync(join(ROOT, '.npmrc'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'));
  expect(settings).toContain('loglevel=error');
  const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  expect(scripts.postinstall).toBe('node tools/commands/install-note.js');
});

it('the postinstall prints one line: the Node 24 it brings runs the scripts, another Node runs npm', () => {
  const run = spawnSync(OWN_NODE, [NOTE], {
    encoding: 'utf8',
    env: { ...process.env, npm_config_user_agent: 'npm/11.19.1 node/v20.20.2 linux x64 workspaces/false' },
  });
  expect(run.status).toBe(0);
  expect(run.stderr).toBe('');
  expect(run.stdout.split('\n')).toEqual([
    expect.stringMatching(
      /^Node v24\.\d+\.\d+ installed in node_modules\/node \(the devDependency "node"\): npm runs this project's scripts with it, npm itself runs on v20\.20\.2\.$/,
    ),
    '',
  ]);
});

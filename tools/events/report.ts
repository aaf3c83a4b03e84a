/**
 * npm run report -- <log files…> (tools/commands/report.ts): how members fare, per partner and day,
 * from the site's own events (src/shared/site-events.ts) as nginx's events log and the worker's
 * Logpush export hold them (tools/events/tally.ts). Plain text for the operator, --json for machines.
 * What could not be read is counted and located by line, never shown: anyone can post anything.
 */
import { stat } from 'node:fs/promises';
import { EVENTS_PATH } from '../../src/shared/site-events.ts';
import { readArguments } from '../command-line.ts';
import { terminal, type Output } from '../paths.ts';
import { forEachLine } from './read-lines.ts';
import { EventTally, type DayCounts, type FileCounts } from './tally.ts';

const USAGE = [
  'Usage: npm run report -- [--json] <log file>…',
  '',
  "  <log file>  nginx's events log, or a file of the worker's Logpush export (Workers trace events); gzip-compressed or not",
  '  --json      the same counts as JSON, for machines',
  '',
  'Per partner and day (UTC): arrivals at each step, activations and their share of the arrivals at step 1,',
  'failures by reason, and the releases seen. Lines that hold no event the page could have sent are counted, never shown.',
];

/** What the command prints as JSON: the days, then what each file gave. */
export interface EventReport {
  days: (DayCounts & { activationPercent: number | null })[];
  files: FileCounts[];
}

/** Activations per 100 arrivals at step 1, to one decimal; null with no arrival. */
function activationPercent(day: DayCounts): number | null {
  return day.arrivals[1] === 0 ? null : Math.round((day.activations / day.arrivals[1]) * 1000) / 10;
}

/** A count as the eye reads it in a column: 187,500. */
const figure = (count: number) => count.toLocaleString('en-US');
const plural = (count: number, word: string) => `${figure(count)} ${word}${count === 1 ? '' : 's'}`;
const sum = (files: FileCounts[], key: 'lines' | 'events' | 'emptyBodies' | 'recordsWithoutEvent') =>
  files.reduce((total, file) => total + file[key], 0);

/** The report as the operator reads it in a terminal. */
export function reportText({ days, files }: EventReport): string[] {
  const lines: string[] = [];
  const row = (label: string, text: string) => lines.push(`  ${label.padEnd(12)} ${text}`);
  for (const day of days) {
    lines.push(`${day.partner || '(no partner)'}  ${day.day}`);
    row('arrivals', ([1, 2, 3] as const).map((step) => `step ${step}: ${figure(day.arrivals[step])}`).join('   '));
    const percent = day.activationPercent;
    row(
      'activations',
      `${figure(day.activations)} (${percent === null ? '–: no arrival at step 1' : `${percent.toFixed(1)}% of arrivals at step 1`})`,
    );
    const failures = day.failures.map(({ event, reason, count }) => `${event}${reason ? ` ${reason}` : ''}: ${figure(count)}`);
    failures.forEach((failure, index) => row(index === 0 ? 'failures' : '', failure));
    if (failures.length === 0) row('failures', 'none');
    row('releases', day.releases.map(({ release, events }) => `${release} (${plural(events, 'event')})`).join(', '));
    lines.push('');
  }
  if (days.length === 0) lines.push('No events.', '');

  lines.push(
    `Read ${plural(sum(files, 'lines'), 'line')} in ${plural(files.length, 'file')}: ${plural(sum(files, 'events'), 'event')} counted.`,
  );
  const left = [
    [sum(files, 'emptyBodies'), 'empty body (a refused post)', 'empty bodies (refused posts)'],
    [sum(files, 'recordsWithoutEvent'), 'worker record without an event', 'worker records without an event'],
  ] as const;
  const leftOut = left.filter(([count]) => count > 0).map(([count, one, many]) => `${figure(count)} ${count === 1 ? one : many}`);
  if (leftOut.length > 0) lines.push(`Left out: ${leftOut.join(', ')}.`);
  const unreadable = files.filter((file) => file.unreadable > 0);
  if (unreadable.length > 0) {
    lines.push(`Unreadable, neither counted nor shown (anyone can post anything to ${EVENTS_PATH}):`);
    for (const { file, unreadable: count, unreadableAt: at } of unreadable) {
      const where = `${at.length === 1 ? 'line' : 'lines'} ${at.join(', ')}`;
      lines.push(`  ${file}: ${figure(count)}, ${count > at.length ? `the first at ${where}` : `at ${where}`}`);
    }
  }
  return lines;
}

/** Why a file cannot be read, in words that name it. */
function fileProblem(file: string, error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const message = error instanceof Error ? error.message : String(error);
  if (code === 'ENOENT') return `${file} does not exist: name nginx's events log, or files of the worker's Logpush export.`;
  if (code === 'EACCES' || code === 'EPERM') return `${file} cannot be read: permission denied (nginx's logs are often root's).`;
  if (code?.startsWith('Z_') || message === 'unexpected end of file')
    return `${file} is not a whole gzip file (${message}): it may still be being written, or be cut short.`;
  return `${file} cannot be read: ${message}`;
}

/** Reads every file, in order; a problem with one file, in words, if any stops it. */
async function readFiles(files: string[], tally: EventTally): Promise<string | undefined> {
  // Every file first: a mistyped last name should not cost the minutes the first files take.
  for (const file of files) {
    try {
      if (!(await stat(file)).isFile()) return `${file} is not a file: name the log files themselves.`;
    } catch (error) {
      return fileProblem(file, error);
    }
  }
  for (const file of files) {
    tally.startFile(file);
    try {
      await forEachLine(file, tally.line);
    } catch (error) {
      return fileProblem(file, error);
    }
  }
  return undefined;
}

/** The counts of `files`, or a problem with one of them in words. */
export async function eventReport(files: string[]): Promise<EventReport | string> {
  const tally = new EventTally();
  const problem = await readFiles(files, tally);
  if (problem) return problem;
  return { days: tally.days().map((day) => ({ ...day, activationPercent: activationPercent(day) })), files: tally.files };
}

/** npm run report: the options read, the files counted and the report printed; the exit code. */
export async function runReport(args: string[], io: Output = terminal): Promise<number> {
  // readArguments knows the options that take a value, and --help: --json, a switch, is taken out first.
  const json = args.includes('--json');
  const parsed = readArguments(
    args.filter((arg) => arg !== '--json'),
    [],
    USAGE,
    io,
  );
  if (!parsed) return 1;
  const { values, positionals } = parsed;
  if (values.help || positionals.length === 0) {
    for (const line of USAGE) (values.help ? io.out : io.err)(line);
    return values.help ? 0 : 1;
  }
  const report = await eventReport(positionals);
  if (typeof report === 'string') {
    io.err(report);
    return 1;
  }
  if (json) io.out(JSON.stringify(report, null, 2));
  else reportText(report).forEach((line) => io.out(line));
  return 0;
}

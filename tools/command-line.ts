/** A command's arguments, read the same way by every command that takes options (npm run tenant:new, npm run release). */
import { parseArgs } from 'node:util';
import type { Output } from './paths.ts';

/** What a command was given: its options that take a value, --help (-h), and the rest in order. */
export interface Arguments<Name extends string> {
  values: Partial<Record<Name, string>> & { help?: boolean };
  positionals: string[];
}

/**
 * `args` read with node:util's parseArgs: `names` are the options that take a value (--name <value>),
 * and every command also takes --help (-h). On an unknown option or a missing value, says what is wrong
 * and how the command is used, and gives undefined: the command exits with 1.
 */
export function readArguments<const Name extends string>(
  args: string[],
  names: readonly Name[],
  usage: string | readonly string[],
  io: Pick<Output, 'err'>,
): Arguments<Name> | undefined {
  const options = Object.fromEntries(names.map((name) => [name, { type: 'string' as const }]));
  try {
    // parseArgs types its values from literal options; built from `names`, they are typed here instead.
    return parseArgs({
      args,
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
    }) as Arguments<Name>;
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    for (const line of typeof usage === 'string' ? [usage] : usage) io.err(line);
    return undefined;
  }
}

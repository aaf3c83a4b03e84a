/** What the loader reports: each problem names the file, the field and the reason. */
import type { TenantData } from '../../src/shared/tenant/schema.ts';

export interface TenantProblem {
  file: string;
  /** Dotted path of the field, empty for the whole file. */
  field: string;
  message: string;
  /** Where in the file, when known (a file that is not valid JSON): named file:line:column. */
  line?: number;
  column?: number;
}

export interface TenantLoadResult {
  tenants: Map<string, TenantData>;
  problems: TenantProblem[];
  /** The file each valid tenant came from, as shown in messages (tenants/acme.json). */
  files: Map<string, string>;
  /** Our own domain, domain of the site file (config/site.json), when it is set. */
  siteDomain?: string;
  /** The support address of the pages that know no partner, supportEmail of the site file. */
  siteSupportEmail?: string;
}

/**
 * A line as a terminal may print it: control characters (an ANSI escape in a file name), bidi and
 * other invisible format characters, lone surrogates and line breaks written as \u{…}, so a file's
 * name can neither recolour the terminal, hide part of the line, nor forge a line of its own.
 */
export function printable(text: string): string {
  return text.replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu, (char) => `\\u{${char.codePointAt(0)!.toString(16)}}`);
}

export function formatProblem({ file, field, message, line, column }: TenantProblem): string {
  const where = line === undefined ? file : `${file}:${line}:${column ?? 1}`;
  return printable(field ? `${where}: ${field}: ${message}` : `${where}: ${message}`);
}

/** tenants/_defaults.json: what partners share, merged under each partner's file. */
export const DEFAULTS_FILE = '_defaults.json';

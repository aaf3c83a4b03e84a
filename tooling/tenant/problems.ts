/** What the loader reports: each problem names the file, the field and the reason. */
import type { TenantData } from '../../src/shared/tenant/schema.ts';

export interface TenantProblem {
  file: string;
  /** Dotted path of the field, empty for the whole file. */
  field: string;
  message: string;
}

export interface TenantLoadResult {
  tenants: Map<string, TenantData>;
  problems: TenantProblem[];
  /** The file each valid tenant came from, as shown in messages (tenants/acme.json). */
  files: Map<string, string>;
  /** Our own domain, site.domain of _defaults.json, when it is set. */
  siteDomain?: string;
}

export function formatProblem({ file, field, message }: TenantProblem): string {
  return field ? `${file}: ${field}: ${message}` : `${file}: ${message}`;
}

/** tenants/_defaults.json: what partners share, merged under each partner's file. */
export const DEFAULTS_FILE = '_defaults.json';

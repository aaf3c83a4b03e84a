/** A release's record, `<releases>/<id>/release.json` (releases.js); nginx's releases have the same (tools/deploy/release.ts). */
export interface ReleaseRecord {
  id: string;
  /** When it went live (ISO 8601, UTC), which is also when the release before it stopped being live. */
  published: string;
  /** Its hashed files: their paths under dist/assets/. */
  files: string[];
}

export const KEEP_DAYS: number;
export const RELEASE_RECORD: string;
export const ID_PATTERN: RegExp;

/** Every file under `dir`, relative to it with forward slashes, sorted; none when it does not exist. */
export function filesUnder(dir: string): string[];
/** A short hash of the files of `dirs`, with their paths. */
export function contentHash(dirs: string[]): string;
/** The time of publication in UTC and `hash`: 20260512T143005Z-3f9a2c1b. */
export function releaseId(now: Date, hash: string): string;
/** The releases recorded in `dir`, oldest first, and the folders there that hold no valid record. */
export function readReleases(dir: string): { records: ReleaseRecord[]; unknown: string[] };
/** The releases live at some moment of the last KEEP_DAYS days before `now`, and the others with when they stopped. */
export function releasesToKeep(
  records: readonly ReleaseRecord[],
  now: Date,
): { kept: ReleaseRecord[]; retired: Array<{ record: ReleaseRecord; retiredAt: string }> };

/**
 * Records the build in `dist` as the current release in `releasesDir` (.releases), copies into `dist/assets/`
 * what the releases kept have and the build lacks, and deletes the releases no longer kept (releases.js).
 */
export function keepReleases(options: {
  dist: string;
  releasesDir?: string;
  id?: string;
  now?: Date;
  first?: boolean;
}): ReleaseRecord & { added: string[]; kept: string[]; retired: string[] };

/** The wrangler.json of the worker for the build in `dist` (config.js), written at `out`. */
export function wranglerConfig(dist: string, out: string, name?: string): Record<string, unknown>;

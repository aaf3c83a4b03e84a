// Resolves an import for eslint-plugin-boundaries exactly as tsc does: TypeScript's own module resolution with
// this project's tsconfig.json, so `@/…`, `.ts` extensions and JSON files land on the same file as in the build.
// (eslint-import-resolver-typescript would do the same, but its native resolver does not install from our registry
// for every platform, which breaks `npm ci`.) Interface: https://github.com/import-js/eslint-plugin-import/blob/main/resolvers/README.md
const { isBuiltin } = require('node:module');
const ts = require('typescript');

const { config } = ts.readConfigFile(`${__dirname}/tsconfig.json`, ts.sys.readFile);
const { options } = ts.parseJsonConfigFileContent(config, ts.sys, __dirname);
const cache = ts.createModuleResolutionCache(__dirname, (name) => name, options);

exports.interfaceVersion = 2;

/** @returns {{ found: boolean, path?: string | null }} */
exports.resolve = (source, file) => {
  if (isBuiltin(source)) return { found: true, path: null };
  const { resolvedModule } = ts.resolveModuleName(source, file, options, ts.sys, cache);
  return resolvedModule ? { found: true, path: resolvedModule.resolvedFileName } : { found: false };
};

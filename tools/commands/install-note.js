// The one line `npm ci` and `npm install` print of their own (package.json's postinstall): which Node runs
// the project's scripts. npm runs a root postinstall after the packages are in place, with node_modules/.bin
// first on PATH, so `node` here is the devDependency `node` (Node 24) unless it was left out (--omit=dev, or
// its install script not run). Plain JavaScript with no import, so that it also runs on the machine's Node
// (Node 20 here) when that happened. The project's .npmrc (loglevel=error) keeps npm's own warnings out,
// EBADENGINE included: they are about the Node that runs npm, not the one that runs the scripts.
const npmNode = /\bnode\/(v\d[\w.-]*)/.exec(process.env.npm_config_user_agent ?? '')?.[1] ?? "the machine's Node";
const own = /[\\/]node_modules[\\/]node[\\/]/.test(process.execPath);
console.log(
  own
    ? `Node ${process.version} installed in node_modules/node (the devDependency "node"): npm runs this project's scripts with it, npm itself runs on ${npmNode}.`
    : `The devDependency "node" (Node 24) is not installed: this project's scripts run on ${process.version}; run npm ci without --omit=dev.`,
);

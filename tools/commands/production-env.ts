// Imported first by tools/commands/build.ts, as `vite build` does before anything loads React: i18next-cli (the texts'
// check) loads React too, and the pages must be rendered by the same production build of React as the server's.
process.env.NODE_ENV ??= 'production';

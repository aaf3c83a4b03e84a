// npm run build: partner files and texts checked once, then Vite (tools/site-build/build.ts).
// First, as `vite build` does before anything loads React (tools/commands/production-env.ts).
import './production-env.ts';
import { build } from '../site-build/build.ts';

await build();

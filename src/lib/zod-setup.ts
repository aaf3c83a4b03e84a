import { config } from 'zod/mini';

// No code generation. zod decides at schema creation whether it may compile fast parsers,
// probing with `new Function`, which a strict Content-Security-Policy reports as a violation.
// This module is imported first by main.tsx, before any schema exists.
config({ jitless: true });

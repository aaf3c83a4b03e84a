import './setup-units';
import { afterEach } from 'vitest';

// Vitest runs afterEach hooks last-registered first: the app goes before its tab and the API stand-in are reset.
// Imported when needed, not here: a test file's vi.mock of an app module must come before the app's first import.
afterEach(async () => (await import('./support/start-app')).unmountApp());

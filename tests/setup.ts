import './setup-units';
import { afterEach } from 'vitest';
import { unmountApp } from './support/start-app';

// Vitest runs afterEach hooks last-registered first: the app goes before its tab and the API stand-in are reset.
afterEach(() => unmountApp());

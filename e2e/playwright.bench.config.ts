import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// `npm run bench -w e2e`: browser benchmarks against a freshly started portal, printing their figures.
export default defineConfig({ ...base, testDir: './bench', testMatch: /\.bench\.ts$/, timeout: 600_000 });

// npm run build: install what is missing, then build the front ends (always).
import { fileURLToPath } from 'node:url';
import { buildFrontEnds } from './lib/build.mjs';
import { ensureNpmDependencies } from './lib/deps.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
await ensureNpmDependencies(root);
await buildFrontEnds(root, { force: process.argv.includes('--force') });

import { ensureClientBuild } from './client-build';
import { loadConfigOrExit } from './config';
import { loadEnvFile } from './env-file';

// What `npm start` and `npm run dev:server` run: the settings in .env (under the environment's own), a client build
// that matches the sources (`npm run dev:server` passes --no-client-build: Vite's dev server serves the client),
// then the server (main.ts). Tests and the bench start main.ts itself, so a developer's .env never reaches them.
loadEnvFile('.env');
if (!process.argv.includes('--no-client-build')) ensureClientBuild(loadConfigOrExit().webDistDir);
await import('./main');

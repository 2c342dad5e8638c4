// A server in a process of its own, for tests that kill it with SIGKILL: configured by the environment like
// `npm start` (PORT, HOST, DATABASE_URL or DATA_DIR), without demo data; without a client build unless
// CLIENT_DIR names one. Prints 'ready'.
import path from 'node:path';
import { loadConfig } from '../../server/env.ts';
import { startServer } from '../../server/server.ts';

const config = loadConfig(process.env);
await startServer(config, { demo: false, clientDir: process.env.CLIENT_DIR || path.join(config.dataDir, 'no-client') });
console.log('ready');

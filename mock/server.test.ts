import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setImmediate as nodeSetImmediate } from 'node:timers';
import { startMockServer, type RunningMockServer } from './server';

// Express schedules with setImmediate, which the jsdom environment leaves out.
globalThis.setImmediate ??= nodeSetImmediate;

let root: string;
let server: RunningMockServer;

beforeAll(async () => {
  // A checkout under a hidden folder (e.g. ~/.cache/…): send refuses dot-folders in an absolute path.
  root = mkdtempSync(path.join(tmpdir(), 'mock-server-'));
  const distDir = path.join(root, '.cache', 'console', 'dist');
  mkdirSync(distDir, { recursive: true });
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>控制台</title>');
  server = await startMockServer({ port: 0, distDir });
});

afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

test('a client route answers index.html when dist/ lies under a dot-folder', async () => {
  const answer = await fetch(new URL('login', server.url), { headers: { accept: 'text/html' } });
  expect(answer.status).toBe(200);
  expect(await answer.text()).toContain('<title>控制台</title>');
});

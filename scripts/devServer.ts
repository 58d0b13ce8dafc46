/**
 * `npm start` (webpack serve, development) on a free loopback port, for the bench's dev-start
 * measurement and scripts/devFirstVisits.ts.
 */
import { spawn } from 'node:child_process';
import { connect, createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { ROOT } from '../e2e/harness';

export const DEV_CACHE_DIR = path.join(ROOT, 'node_modules', '.cache', 'webpack');

export interface DevServer {
  origin: string;
  /** When it was spawned, on `performance.now()`'s clock. */
  startedAt: number;
  /** What it printed so far. */
  output(): string;
  /** Resolves once something accepts connections on its port; throws if it exited first. */
  listening(): Promise<void>;
  /** SIGTERM to its process group (it stores its cache as it closes), then waits it out. */
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Whether something accepts connections on 127.0.0.1:port. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

async function stopGroup(pgid: number): Promise<void> {
  if (!groupAlive(pgid)) return;
  process.kill(-pgid, 'SIGTERM');
  const deadline = Date.now() + 60_000;
  while (groupAlive(pgid) && Date.now() < deadline) await delay(100);
  if (groupAlive(pgid)) process.kill(-pgid, 'SIGKILL');
}

export async function startDevServer(): Promise<DevServer> {
  const port = await freePort();
  const printed: string[] = [];
  const startedAt = performance.now();
  const server = spawn('npm', ['start'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port) },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (chunk: Buffer) => printed.push(chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => printed.push(chunk.toString()));
  return {
    origin: `http://127.0.0.1:${port}`,
    startedAt,
    output: () => printed.join(''),
    async listening() {
      while (!(await accepts(port))) {
        if (server.exitCode !== null) {
          throw new Error(`npm start exited with ${server.exitCode}:\n${printed.join('')}`);
        }
        await delay(50);
      }
    },
    async stop() {
      if (server.pid) await stopGroup(server.pid);
    },
  };
}

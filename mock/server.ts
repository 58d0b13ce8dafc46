/**
 * The mock alone, for QA and the browser tests: the production build (dist/) and the API on
 * one port, with the security headers a real deployment sends. `npm run mock` runs it.
 */
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { createMockApp, type MockApp } from './app';
import { QA_ACCOUNTS } from './login/accounts';
import { MOCK_PREFIXES, mountMock } from './mount';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

const MISSING_BUILD = '未找到 dist/index.html：先运行 npm run build';

/** Hashed bundles never change under their name (webpack's [contenthash:8]). */
const HASHED_ASSET = /\.[0-9a-f]{8}\.(js|css)$/;

export interface MockServerOptions {
  port: number;
  host?: string;
  distDir: string;
  /** The mock to serve; a freshly seeded one otherwise. */
  mock?: MockApp;
}

export interface RunningMockServer {
  url: string;
  mock: MockApp;
  close(): Promise<void>;
}

function securityHeaders(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  next();
}

function isMockPath(pathname: string): boolean {
  return MOCK_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** The Express app of the standalone server: headers, the mock, dist/ and the SPA fallback. */
export function createServerApp(distDir: string, mock: MockApp): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(securityHeaders);
  mountMock(app, mock);
  app.use(
    express.static(distDir, {
      index: false,
      setHeaders: (res, filePath) => {
        res.setHeader(
          'Cache-Control',
          HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    }),
  );
  const root = path.resolve(distDir);
  const indexFile = path.join(root, 'index.html');
  // Client-side routes (/login, /loginChoose, …) are the SPA's: a page request (one that asks
  // for text/html explicitly, unlike a missing image or script) gets index.html.
  app.use((req, res, next) => {
    const wantsPage = (req.headers.accept ?? '').includes('text/html');
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isMockPath(req.path) || !wantsPage)
      return next();
    if (!existsSync(indexFile)) {
      res.status(503).type('text/plain; charset=utf-8').send(MISSING_BUILD);
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    // With `root`, send checks only the relative name for dot-folders, so a checkout under
    // ~/.cache/… still serves its pages.
    res.sendFile('index.html', { root });
  });
  app.use((_req, res) => {
    res.status(404).type('text/plain; charset=utf-8').send('Not Found');
  });
  return app;
}

/** Starts the server; port 0 picks a free one. */
export function startMockServer(options: MockServerOptions): Promise<RunningMockServer> {
  const { port, host = '127.0.0.1', distDir } = options;
  const mock = options.mock ?? createMockApp();
  const app = createServerApp(distDir, mock);
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host);
    server.once('error', reject);
    server.once('listening', () => {
      const address = server.address() as AddressInfo;
      const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      resolve({
        url: `http://${shownHost}:${address.port}/`,
        mock,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            // Keep-alive connections would otherwise hold close() open.
            server.closeAllConnections();
          }),
      });
    });
  });
}

/** The QA accounts as lines for the console, under their heading (`npm run mock`, `npm start`). */
export function qaAccountLines(): string[] {
  const width = Math.max(...QA_ACCOUNTS.map((account) => account.username.length));
  return [
    'QA 账号（账号  密码  用途）：',
    ...QA_ACCOUNTS.map(
      (account) =>
        `  ${account.username.padEnd(width)}  ${account.password.padEnd(10)}  ${account.purpose}`,
    ),
  ];
}

async function main(): Promise<void> {
  const distDir = path.resolve(__dirname, '..', 'dist');
  const port = Number(process.env.PORT ?? 8000);
  if (!existsSync(path.join(distDir, 'index.html'))) {
    console.warn(`${MISSING_BUILD}（页面暂不可用，接口照常工作）`);
  }
  const server = await startMockServer({ port, host: '127.0.0.1', distDir });
  console.log(`模拟服务已启动：${server.url}（/__mock__ 辅助接口只接受本机同源请求）`);
  for (const line of qaAccountLines()) console.log(line);
  const stop = () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

// Run directly (`tsx mock/server.ts`), not when imported by the browser tests.
if (typeof require !== 'undefined' && typeof module !== 'undefined' && require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

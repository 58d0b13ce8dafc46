/**
 * What `npm start` serves the API from (docs/dev-server.md, docs/decisions/0024-platform-seam.md):
 * the mock mounted in the dev server, or, with `API_PROXY=<base URL>`, a real platform behind
 * webpack-dev-server's proxy. The console signs its requests itself with the build's SIGN_SUFFIX
 * and BASIC_AUTH (taken from the same environment); the proxy forwards them as they are and adds
 * nothing.
 */

/** The API's prefixes, as the console calls them; pages, scripts and the HMR socket stay local. */
const PROXIED_PREFIXES = ['/api', '/web', '/server-platform'];

const isApiPath = (pathname: string): boolean =>
  PROXIED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/** One entry of webpack-dev-server's `proxy` (http-proxy-middleware's options). */
interface ProxyEntry {
  /** Whether a path is the API's (`/api/…`, not `/webpack-dev-server`, which a bare `/web` prefix would take). */
  context: (pathname: string) => boolean;
  target: string;
  /** The Host header the platform expects (its own), and TLS to its name. */
  changeOrigin: true;
  /** Certificates are checked. */
  secure: true;
  logLevel: 'warn';
}

export type DevBackend =
  { kind: 'mock' } | { kind: 'proxy'; target: string; proxy: ProxyEntry[]; lines: string[] };

/** The backend the environment asks for; throws on an API_PROXY that is not a plain http(s) URL. */
export function devBackend(env: NodeJS.ProcessEnv = process.env): DevBackend {
  const given = env.API_PROXY?.trim();
  if (!given) return { kind: 'mock' };
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    throw new Error(`API_PROXY 不是网址：${given}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`API_PROXY 须为 http 或 https 网址：${given}`);
  // The proxy would turn a user:password in the URL into its own Authorization header, replacing
  // the console's Basic credentials (BASIC_AUTH).
  if (url.username || url.password)
    throw new Error('API_PROXY 不能含用户名或密码：Basic 凭据用 BASIC_AUTH 设置');
  if (url.search || url.hash) throw new Error(`API_PROXY 不能含查询或片段：${given}`);
  const target = url.href.replace(/\/$/, '');
  const lines = [
    `接口代理到 ${target}（${PROXIED_PREFIXES.join('、')}），不使用 mock`,
    ...(['SIGN_SUFFIX', 'BASIC_AUTH'] as const).map((name) =>
      env[name]
        ? `  ${name} 取自环境`
        : `  ${name} 未设置，用的是 mock 的开发默认值：平台多半会拒绝（${name === 'SIGN_SUFFIX' ? '10022 签名校验失败' : '10024 授权信息无效'}）`,
    ),
  ];
  return {
    kind: 'proxy',
    target,
    proxy: [
      {
        context: isApiPath,
        target,
        changeOrigin: true,
        secure: true,
        logLevel: 'warn',
      },
    ],
    lines,
  };
}

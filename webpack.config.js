// Builds the SPA. In development the mock API is mounted into the dev server, so `npm start`
// is the whole console; `npm run mock` serves the production build with the same mock.
// `API_PROXY=<base URL> npm start` proxies the API to a real platform instead (mock/devProxy.ts).
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');

/** Build-time settings for a real platform API; defaults play the mock. See README. */
const buildSettings = {
  API_BASE_URL: process.env.API_BASE_URL ?? '',
  SIGN_SUFFIX: process.env.SIGN_SUFFIX ?? 'xinli-dev-sign-suffix',
  BASIC_AUTH: process.env.BASIC_AUTH ?? 'console:console-dev',
};

/** Packages of antd's that declare no `sideEffects` and have none (no import for effect alone). */
const SIDE_EFFECT_FREE =
  /[\\/]node_modules[\\/](@rc-component[\\/]|@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color)[\\/])/;

const reactRouterDist = path.resolve(__dirname, 'node_modules/react-router/dist/production');
const reactRouterProduction = {
  'react-router$': path.join(reactRouterDist, 'index.mjs'),
  'react-router/dom$': path.join(reactRouterDist, 'dom-export.mjs'),
};

// antd's `antd/locale/zh_CN` re-exports its CommonJS build (lib/), which brings lib/ copies of
// the date-picker, calendar and pagination locales beside the es/ ones antd itself imports.
// The es/ twin is the same object in ES modules (0.5 KB gzip less on the login page). Jest
// keeps the public CommonJS path.
const antdLocale = {
  'antd/locale/zh_CN$': path.resolve(__dirname, 'node_modules/antd/es/locale/zh_CN.js'),
};

/**
 * `@rc-component/util`'s `useControlledState`, whichever way antd's packages ask for it (the
 * package's index asks for `./hooks/useControlledState`), is our own
 * (src/shared/antdOverrides/useControlledState.ts, which says why). Jest maps it too.
 */
const RC_CONTROLLED_STATE =
  /[\\/]@rc-component[\\/]util[\\/](es|lib)[\\/]hooks[\\/]useControlledState$/;
const controlledStateOverride = new webpack.NormalModuleReplacementPlugin(
  /useControlledState$/,
  (resolveData) => {
    if (RC_CONTROLLED_STATE.test(path.join(resolveData.context, resolveData.request)))
      resolveData.request = path.resolve(
        __dirname,
        'src/shared/antdOverrides/useControlledState.ts',
      );
  },
);

/**
 * Development only: builds every re-export of a side-effect-free module (a "barrel") with the
 * module, as webpack did before 5.107. Its lazy barrels build a re-export only once something
 * imports that name, so a page compiled later (lazy compilation) changes the code of a module
 * /login has already run, and HMR cannot apply that (docs/dev-server.md). webpack has no option
 * for it: this reaches into the compilation, and fails loudly should that change.
 */
class EagerBarrelsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EagerBarrelsPlugin', (compilation) => {
      const barrels = compilation._lazyBarrels;
      if (typeof barrels?.classify !== 'function' || typeof barrels.request !== 'function') {
        throw new Error(
          'EagerBarrelsPlugin: webpack changed its lazy barrels; see docs/dev-server.md',
        );
      }
      barrels.classify = () => false;
      barrels.request = () => undefined;
    });
  }
}

/**
 * Development only (docs/dev-server.md). The second `npm start` reads the modules it built before
 * from node_modules/.cache/webpack, rebuilt whenever this file or the lockfile changes; route
 * chunks (every `import()`) are compiled when the browser first asks for them, so the first
 * start builds /login and no more.
 */
const developmentSpeedups = {
  cache: {
    type: 'filesystem',
    cacheDirectory: path.resolve(__dirname, 'node_modules/.cache/webpack'),
    buildDependencies: {
      config: [
        __filename,
        path.resolve(__dirname, 'package-lock.json'),
        path.resolve(__dirname, '.babelrc'),
      ],
    },
  },
  // Errors, warnings and one line per compile: the full module list costs a second to print.
  stats: 'minimal',
  experiments: {
    lazyCompilation: {
      entries: false,
      imports: true,
      // Its event stream for the browser, on a port of its own; loopback only, as the dev server.
      backend: { listen: { host: '127.0.0.1', port: 0 } },
    },
  },
};

/**
 * SWC's minifier, not webpack's default Terser (the same plugin, another minify): the build 16 s
 * instead of 38-42 s on the 2-core machine, Terser being 27-30 s of it, and the login page 1.3 KB
 * smaller (docs/performance.md). Terser's own settings, two compress passes. The bench's floors
 * (scripts/benchFloor.ts) are minified alike.
 */
function productionMinimizer() {
  return [
    new MinimizerPlugin({
      minify: MinimizerPlugin.swcMinify,
      minimizerOptions: { compress: { passes: 2 }, mangle: true },
    }),
  ];
}

/** The mock, or the platform API_PROXY names (mock/devProxy.ts, TypeScript through tsx). */
function loadDevBackend() {
  require('tsx/cjs/api').register();
  const { devBackend } = require('./mock/devProxy.ts');
  return devBackend(process.env);
}

module.exports = (_env, argv) => {
  const production = argv.mode === 'production';
  const port = Number(process.env.PORT ?? 8000);
  const backend = production ? { kind: 'mock' } : loadDevBackend();
  return {
    ...(production ? {} : developmentSpeedups),
    entry: {
      main: './src/index.tsx',
      // The early login form's script, named in index.html by hand: it must run, parser-blocking,
      // right after the form's markup (docs/decisions/0029). Production only: the dev server
      // would add its HMR client to it, a second one; there the page draws its form itself.
      ...(production ? { bootLogin: './src/features/login/bootLogin.ts' } : {}),
    },
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: production ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
      chunkFilename: production ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath: '/',
      clean: true,
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        '@': path.resolve(__dirname, 'src'),
        // react-router's package exports only its development build (dev-time warnings and
        // checks); production builds take the production one it ships beside it.
        ...(production ? reactRouterProduction : {}),
        ...antdLocale,
      },
    },
    module: {
      rules: [
        { test: /\.[jt]sx?$/, exclude: /node_modules/, use: 'babel-loader' },
        {
          test: /\.css$/,
          use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
        },
        { test: /\.(png|jpe?g|svg|gif|xlsx)$/, type: 'asset/resource' },
        // antd's own packages (rc-component, cssinjs, colours) say nothing of side effects, so
        // webpack keeps every module a barrel re-exports: the login page carried the colour
        // picker (for one Color class Button and Tooltip use) and TextArea (beside Input). Their
        // modules run no code on import that anything relies on (docs/performance.md).
        { test: SIDE_EFFECT_FREE, sideEffects: false },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: 'public/index.html',
        favicon: 'public/favicon.svg',
        excludeChunks: ['bootLogin'],
        templateParameters: (compilation, assets, assetTags, options) => ({
          compilation,
          webpackConfig: compilation.options,
          htmlWebpackPlugin: { tags: assetTags, files: assets, options },
          bootLoginScript: production
            ? `${assets.publicPath}${[...compilation.entrypoints.get('bootLogin').getFiles()].find((file) => file.endsWith('.js'))}`
            : undefined,
        }),
      }),
      new webpack.DefinePlugin({
        __API_BASE_URL__: JSON.stringify(buildSettings.API_BASE_URL),
        __SIGN_SUFFIX__: JSON.stringify(buildSettings.SIGN_SUFFIX),
        __BASIC_AUTH__: JSON.stringify(buildSettings.BASIC_AUTH),
      }),
      controlledStateOverride,
      // moment ships every locale; the console needs zh-cn only.
      new webpack.ContextReplacementPlugin(/moment[/\\]locale$/, /zh-cn/),
      ...(production
        ? [new MiniCssExtractPlugin({ filename: 'css/[name].[contenthash:8].css' })]
        : [new EagerBarrelsPlugin()]),
    ],
    // Development keeps each page's chunk whole: splitting regroups shared modules on every
    // lazy compile, which HMR cannot apply (docs/dev-server.md).
    optimization: {
      splitChunks: production ? { chunks: 'all' } : false,
      minimizer: productionMinimizer(),
    },
    performance: { hints: false },
    devServer: {
      host: '127.0.0.1',
      port,
      historyApiFallback: true,
      hot: true,
      // The client finds the dev server at the page's own address, so its code (and with it the
      // cached vendor chunk) does not change with PORT.
      client: { overlay: { warnings: false }, webSocketURL: 'auto://0.0.0.0:0/ws' },
      // API_PROXY: the API goes to the platform, signed by the console as it is.
      ...(backend.kind === 'proxy' ? { proxy: backend.proxy } : {}),
      setupMiddlewares: (middlewares, devServer) => {
        // tsx (registered by loadDevBackend) lets the dev server load the TypeScript mock as it is.
        if (backend.kind === 'mock') {
          const { mountMock } = require('./mock/mount.ts');
          mountMock(devServer.app);
        }
        return middlewares;
      },
      // Once listening: where to log in, and the QA accounts, as `npm run mock` prints them; or
      // which platform the API goes to.
      onListening: (devServer) => {
        const { port: listening } = devServer.server.address();
        console.log(`开发服务已启动，登录页：http://127.0.0.1:${listening}/login`);
        if (backend.kind === 'proxy') {
          for (const line of backend.lines) console.log(line);
          return;
        }
        const { qaAccountLines } = require('./mock/server.ts');
        for (const line of qaAccountLines()) console.log(line);
      },
    },
  };
};

module.exports.productionMinimizer = productionMinimizer;

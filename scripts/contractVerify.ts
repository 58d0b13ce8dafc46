/**
 * `npm run contract:verify -- --base <URL> [--account <name>] [options]`: checks a platform against
 * the declarations in src/shared/contract and prints a table, writes a JSON report, and exits 1 on
 * a mismatch (docs/api/platform.md).
 *
 *   --base <URL>          the platform (or a mock: http://127.0.0.1:8000)
 *   --account <name>      the account to log in as; its password from CONTRACT_VERIFY_PASSWORD or
 *                         --password. Without it: the mock's QA accounts with their passwords,
 *                         each fixture as the QA account it is written for.
 *   --org <name>          the organisation to choose when the account has several identities
 *   --allow-writes        also send the declared writes (a test tenant only)
 *   --fuzz                also send each call's malformed requests; each must be refused
 *   --only <a,b>          only these calls
 *   --report <file>       the JSON report (default contract-verify-report.json)
 *
 * SIGN_SUFFIX and BASIC_AUTH sign the requests (the development defaults otherwise), as for the
 * console's build.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createMockApp } from '../mock/app';
import { QA_ACCOUNTS } from '../mock/login/accounts';
import { configFromEnv } from '../mock/core/verify';
import { FIXTURE_ACCOUNTS } from '../mock/contract/fixtures';
import {
  httpTransport,
  isMismatch,
  logIn,
  renderTable,
  summarise,
  verifyPlatform,
  type Session,
} from '../mock/contract/platformVerify';

const USAGE =
  'usage: npm run contract:verify -- --base <URL> [--account <name>] [--org <name>] [--allow-writes] [--fuzz] [--only <calls>] [--report <file>]';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      base: { type: 'string' },
      account: { type: 'string' },
      password: { type: 'string' },
      org: { type: 'string' },
      'allow-writes': { type: 'boolean', default: false },
      fuzz: { type: 'boolean', default: false },
      only: { type: 'string' },
      report: { type: 'string', default: 'contract-verify-report.json' },
    },
  });
  if (!values.base) {
    console.error(USAGE);
    return 2;
  }
  const base = new URL(values.base).href;
  const { signSuffix, basicAuth } = configFromEnv();
  const send = httpTransport(base, { signSuffix, basicAuth });
  const qa = values.account === undefined;
  const password = values.password ?? process.env.CONTRACT_VERIFY_PASSWORD;
  if (!qa && !password) {
    console.error('the password: CONTRACT_VERIFY_PASSWORD or --password');
    return 2;
  }
  const qaPassword = (name: string) =>
    QA_ACCOUNTS.find((account) => account.username === name)?.password ?? '';
  const account = values.account ?? 'admin01';
  console.log(
    `verifying ${base} as ${account}${qa ? ' and the QA accounts the fixtures name' : ''}` +
      `${values['allow-writes'] ? ', writes included' : ', reads only'}${values.fuzz ? ', with malformed requests' : ''}`,
  );
  const session = await logIn(send, account, password ?? qaPassword(account), values.org);
  const others = new Map<string, Session>();
  if (qa)
    for (const name of new Set(Object.values(FIXTURE_ACCOUNTS)))
      others.set(name, await logIn(send, name, qaPassword(name)));
  // The fixtures take their ids from a freshly seeded mock, the data set a test tenant is seeded with.
  const fixtureStore = createMockApp();
  const results = await verifyPlatform({
    send,
    session,
    sessionFor: (name) => others.get(name),
    fixtureStore: { db: fixtureStore.db, now: fixtureStore.now() },
    allowWrites: values['allow-writes'],
    fuzz: values.fuzz,
    only: values.only?.split(',').map((name) => name.trim()),
  });
  console.log(renderTable(results));
  const reportFile = path.resolve(values.report);
  writeFileSync(
    reportFile,
    `${JSON.stringify(
      {
        base,
        account,
        qaAccounts: qa,
        allowWrites: values['allow-writes'],
        fuzz: values.fuzz,
        at: new Date().toISOString(),
        summary: summarise(results),
        calls: results,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`report: ${reportFile}`);
  return results.some((result) => isMismatch(result.verdict)) ? 1 : 0;
}

main().then(
  (status) => {
    process.exitCode = status;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  },
);

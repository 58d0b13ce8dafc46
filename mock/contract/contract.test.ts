/**
 * The contract test (docs/api/contract.md): every call of the OpenAPI document takes its valid
 * fixture, and refuses 25 or more malformed requests generated from its schema with a non-zero
 * code and a msg, never a 5xx, leaving the store exactly as it was.
 */
import type { Call } from '../../src/shared/contract/call';
import { createMockApp } from '../app';
import { SEED_NOW } from '../db/time';
import { openApiDocument } from './openapi';
import { CALLS, type CallName } from '../../src/shared/contract';
import { bodyBuffer } from '../http';
import { loginAs, signedFor, type Envelope } from '../testing';
import { storeDigest } from './digest';
import { FIXTURES, FIXTURE_ACCOUNTS } from './fixtures';
import { malformedInputs } from './malformed';

// A pinned clock: the counselling seed is dated around it, so the fixtures find the same rows every day.
const app = createMockApp({ now: () => SEED_NOW });
let orgId = '';
/** Tokens by QA account: admin01's, and those of the accounts some calls take (FIXTURE_ACCOUNTS). */
const tokens = new Map<string, string>();
const totals = { calls: 0, tried: 0, refused: 0, serverErrors: 0, stateChanges: 0 };

beforeAll(async () => {
  const session = await loginAs(app, 'admin01');
  tokens.set('admin01', session.token);
  orgId = session.user.orgId;
  for (const account of new Set(Object.values(FIXTURE_ACCOUNTS)))
    tokens.set(account, (await loginAs(app, account)).token);
});

afterAll(() => {
  process.stdout.write(
    `contract: ${totals.calls} calls, ${totals.tried} malformed requests tried, ${totals.refused} refused, ` +
      `${totals.serverErrors} 5xx, ${totals.stateChanges} state changes\n`,
  );
});

/** The operations of the document, each with its declaration (found by operationId). */
function documentedCalls(): [CallName, Call][] {
  const paths = openApiDocument().paths as Record<string, Record<string, { operationId: string }>>;
  return Object.values(paths).flatMap((item) =>
    Object.values(item).map(({ operationId }): [CallName, Call] => {
      const declaration: Call | undefined = (CALLS as Record<string, Call>)[operationId];
      if (!declaration) throw new Error(`${operationId} is in the document but not declared`);
      return [operationId as CallName, declaration];
    }),
  );
}

/** A query as the transport delivers it: text values. */
const asQuery = (input: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(input).map(([key, value]) => [key, String(value)]));

async function send(token: string, declaration: Call, input: unknown, contentType?: string) {
  const get = declaration.method === 'GET';
  const req = signedFor(app, {
    method: declaration.method,
    path: declaration.path,
    token,
    ...(get ? { query: input as Record<string, string> } : { body: input }),
    ...(contentType ? { headers: { 'content-type': contentType } } : {}),
  });
  if (get) req.query = input as Record<string, string>; // keep prototype keys as sent
  const response = await app.handle(req);
  return {
    status: response.status,
    envelope: JSON.parse(bodyBuffer(response).toString('utf8')) as Envelope,
  };
}

describe.each(documentedCalls())('%s', (name, declaration) => {
  test('refuses every malformed request and changes nothing; takes its valid fixture', async () => {
    totals.calls += 1;
    const token = tokens.get(FIXTURE_ACCOUNTS[name] ?? 'admin01') ?? '';
    const raw = FIXTURES[name]({ db: app.db, orgId, now: app.now() }) as Record<string, unknown>;
    const schema = declaration.method === 'GET' ? declaration.query : declaration.body;
    expect(schema.safeParse(raw).success).toBe(true);
    const valid = declaration.method === 'GET' ? asQuery(raw) : raw;
    const malformed = malformedInputs(declaration, valid);
    expect(malformed.length).toBeGreaterThanOrEqual(25);

    const before = storeDigest(app.db);
    const wrong: string[] = [];
    for (const { label, input, contentType } of malformed) {
      totals.tried += 1;
      const { status, envelope } = await send(token, declaration, input, contentType);
      if (status >= 500) totals.serverErrors += 1;
      if (status < 500 && envelope.code !== 0 && envelope.msg) totals.refused += 1;
      else wrong.push(`${label}: ${status} ${envelope.code} ${envelope.msg}`);
    }
    expect(wrong).toEqual([]);
    if (storeDigest(app.db) !== before) {
      totals.stateChanges += 1;
      throw new Error(`${name}: a refused request changed the store`);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();

    const accepted = await send(token, declaration, valid);
    expect(accepted.envelope).toMatchObject({ code: 0 });
    expect(declaration.data.safeParse(accepted.envelope.data).error).toBeUndefined();
  });
});

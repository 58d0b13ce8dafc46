/**
 * The contract test (docs/api/contract.md): every call of the OpenAPI document takes its valid
 * fixture, and refuses 25 or more malformed requests generated from its schema with a non-zero
 * code and a msg, never a 5xx, leaving the store exactly as it was. The document's areas are
 * split over a few test files (`contract.*.test.ts`), each on a store of its own, so Jest runs
 * them side by side; `contractShards.test.ts` checks that together they cover every call.
 */
import { z } from 'zod';
import { paramsOf, type Call } from '../../src/shared/contract/call';
import { createMockApp, type MockApp } from '../app';
import { SEED_NOW } from '../core/time';
import { openApiDocument } from './openapi';
import { CALLS, type CallName } from '../../src/shared/contract';
import { bodyBuffer, type MockFile, type MockResponse } from '../core/http';
import { shapeRefusal } from '../core/bodyShape';
import {
  login,
  loginAs,
  pdfkitUnderJsdom,
  signedFor,
  visitorTokenFor,
  visitorTokenOf,
  type Envelope,
} from '../testing';
import { VISITOR_FIXTURES } from './caseRecordFixtures';
import { VISITOR_OF_FIXTURE } from './consentFixtures';
import { storeDigest } from './digest';
import { FIXTURES, FIXTURE_ACCOUNTS, FIXTURE_FILES, FIXTURE_OWN_STORE } from './fixtures';
import { malformedInputs } from './malformed';
import { judge } from './platformVerify';

/** The operations of the document in its order, each with its declaration (found by operationId) and area. */
function documentedCalls(): [CallName, Call, string][] {
  const paths = openApiDocument().paths as Record<
    string,
    Record<string, { operationId: string; tags: string[] }>
  >;
  return Object.values(paths).flatMap((item) =>
    Object.values(item).map(({ operationId, tags }): [CallName, Call, string] => {
      const declaration: Call | undefined = (CALLS as Record<string, Call>)[operationId];
      if (!declaration) throw new Error(`${operationId} is in the document but not declared`);
      return [operationId as CallName, declaration, tags[0]];
    }),
  );
}

/** A query as the transport delivers it: text values. */
const asQuery = (input: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(input).map(([key, value]) => [key, String(value)]));

interface Sent {
  input: unknown;
  contentType?: string;
  files?: MockFile[];
  /** A JSON body as raw text (instead of `input`), whose shape the transports check before parsing. */
  rawJson?: string;
}

async function send(
  on: MockApp,
  token: string,
  declaration: Call,
  { input: given, contentType, files, rawJson }: Sent,
) {
  // A raw body meets the transport's shape check first, as on the server.
  const refused = rawJson === undefined ? undefined : shapeRefusal(rawJson);
  if (refused) return answerOf(refused);
  const input = rawJson === undefined ? given : (JSON.parse(rawJson) as unknown);
  const params = paramsOf(declaration).in;
  const text = input as Record<string, string>;
  const req = signedFor(on, {
    method: declaration.method,
    path: declaration.path,
    token,
    ...(params === 'query'
      ? { query: text }
      : params === 'form'
        ? { fields: text, files }
        : { body: input }),
    ...(contentType ? { headers: { 'content-type': contentType } } : {}),
  });
  // Keep prototype keys as sent.
  if (params === 'query') req.query = text;
  if (params === 'form') req.fields = text;
  return answerOf(await on.handle(req));
}

/** Status, content type and envelope (of a JSON answer) of a response. */
function answerOf(response: MockResponse) {
  const json = response.headers['content-type']?.startsWith('application/json');
  const body = bodyBuffer(response);
  return {
    received: {
      status: response.status,
      contentType: response.headers['content-type'] ?? '',
      text: json ? body.toString('utf8') : '',
    },
    status: response.status,
    contentType: response.headers['content-type'] ?? '',
    envelope: json
      ? (JSON.parse(body.toString('utf8')) as Envelope)
      : { code: 0, msg: '', data: null },
  };
}

/** Runs the contract test over the document's calls of `areas` (their tags), in the document's order. */
export function contractSuite(shard: string, areas: readonly string[]) {
  // A pinned clock: the counselling seed is dated around it, so the fixtures find the same rows every day.
  const app = createMockApp({ now: () => SEED_NOW });
  let orgId = '';
  /** Tokens by QA account: admin01's, and those of the accounts some calls take (FIXTURE_ACCOUNTS). */
  const tokens = new Map<string, string>();
  const totals = { calls: 0, tried: 0, refused: 0, serverErrors: 0, stateChanges: 0 };
  /** Calls answering a PDF build it with pdfkit, which needs pointing at itself under jsdom. */
  let undoPdfkit = () => {};

  beforeAll(async () => {
    undoPdfkit = pdfkitUnderJsdom();
    const session = await loginAs(app, 'admin01');
    tokens.set('admin01', session.token);
    orgId = session.user.orgId;
    for (const account of new Set(Object.values(FIXTURE_ACCOUNTS)))
      tokens.set(account, await tokenOf(account));
  });

  /** The account's identity token, or its login token when it has no identity to choose (a refused registration). */
  async function tokenOf(account: string): Promise<string> {
    const { data } = await login(app, account);
    return data.identities.length > 0 ? (await loginAs(app, account)).token : data.token;
  }

  /** A call without parameters (getUserInfo, logout) has no field to malform: only its whole-input defects. */
  const takesParameters = (declaration: Call) => {
    const { schema } = paramsOf(declaration);
    const object = schema instanceof z.ZodOptional ? schema.unwrap() : schema;
    return !(object instanceof z.ZodObject) || Object.keys(object.shape).length > 0;
  };

  afterAll(() => {
    undoPdfkit();
    process.stdout.write(
      `contract (${shard}): ${totals.calls} calls, ${totals.tried} malformed requests tried, ${totals.refused} refused, ` +
        `${totals.serverErrors} 5xx, ${totals.stateChanges} state changes\n`,
    );
  });

  const calls = documentedCalls().filter(([, , area]) => areas.includes(area));
  describe.each(calls)('%s', (name, declaration) => {
    test('refuses every malformed request and changes nothing; takes its valid fixture', async () => {
      totals.calls += 1;
      // A call that hands admin01's organisation away runs on a store of its own.
      const own = FIXTURE_OWN_STORE.has(name);
      const store = own ? createMockApp() : app;
      const context = { db: store.db, orgId, now: store.now() };
      const raw = FIXTURES[name](context) as Record<string, unknown>;
      const visitorOf = VISITOR_OF_FIXTURE[name];
      const token = visitorOf
        ? await visitorTokenFor(store, visitorOf(context))
        : VISITOR_FIXTURES.has(name)
          ? await visitorTokenOf(store, String(raw.orderId))
          : own
            ? (await loginAs(store, 'admin01')).token
            : (tokens.get(FIXTURE_ACCOUNTS[name] ?? 'admin01') ?? '');

      const params = paramsOf(declaration);
      expect(params.schema.safeParse(raw).success).toBe(true);
      const valid = params.in === 'body' ? raw : asQuery(raw);
      const files = FIXTURE_FILES[name];
      const malformed = malformedInputs(declaration, valid);
      expect(malformed.length).toBeGreaterThanOrEqual(takesParameters(declaration) ? 25 : 3);

      const before = storeDigest(store.db);
      const wrong: string[] = [];
      for (const { label, input, contentType, withoutFiles, rawJson } of malformed) {
        totals.tried += 1;
        const sent = { input, contentType, files: withoutFiles ? [] : files, rawJson };
        const { status, envelope } = await send(store, token, declaration, sent);
        if (status >= 500) totals.serverErrors += 1;
        if (status < 500 && envelope.code !== 0 && envelope.msg) totals.refused += 1;
        else wrong.push(`${label}: ${status} ${envelope.code} ${envelope.msg}`);
      }
      expect(wrong).toEqual([]);
      if (storeDigest(store.db) !== before) {
        totals.stateChanges += 1;
        throw new Error(`${name}: a refused request changed the store`);
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();

      const accepted = await send(store, token, declaration, { input: valid, files });
      // What `npm run contract:verify` would say of this answer from a platform (platformVerify.ts).
      expect(judge(declaration, accepted.received)).toMatchObject({ verdict: 'pass' });
      if (declaration.file) {
        // A download answers the file itself, not the envelope.
        expect(accepted.status).toBe(200);
        expect(accepted.contentType).not.toMatch(/^application\/json/);
      } else {
        expect(accepted.envelope).toMatchObject({ code: 0 });
        expect(declaration.data.safeParse(accepted.envelope.data).error).toBeUndefined();
      }
    });
  });
}

/**
 * The contract test (docs/api/contract.md): every call of the OpenAPI document takes its valid
 * fixture, and refuses 25 or more malformed requests generated from its schema with a non-zero
 * code and a msg, never a 5xx, leaving the store exactly as it was.
 */
import { paramsOf, type Call } from '../../src/shared/contract/call';
import { createMockApp } from '../app';
import { openApiDocument } from './openapi';
import { CALLS, type CallName } from '../../src/shared/contract';
import { bodyBuffer, type MockFile } from '../http';
import { loginAs, pdfkitUnderJsdom, signedFor, type Envelope } from '../testing';
import { storeDigest } from './digest';
import { FIXTURES, FIXTURE_ACCOUNTS, FIXTURE_FILES } from './fixtures';
import { malformedInputs } from './malformed';

const app = createMockApp();
let orgId = '';
/** Tokens by QA account: admin01's, and those of the accounts some calls take (FIXTURE_ACCOUNTS). */
const tokens = new Map<string, string>();
const totals = { calls: 0, tried: 0, refused: 0, serverErrors: 0, stateChanges: 0 };

// The personal report calls build a PDF: pdfkit finds its own files only with this under jsdom.
let undoPdfkit = () => {};

beforeAll(async () => {
  undoPdfkit = pdfkitUnderJsdom();
  const session = await loginAs(app, 'admin01');
  tokens.set('admin01', session.token);
  orgId = session.user.orgId;
  for (const account of new Set(Object.values(FIXTURE_ACCOUNTS)))
    tokens.set(account, (await loginAs(app, account)).token);
});

afterAll(() => {
  undoPdfkit();
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

interface Sent {
  input: unknown;
  contentType?: string;
  files?: MockFile[];
}

async function send(token: string, declaration: Call, { input, contentType, files }: Sent) {
  const params = paramsOf(declaration).in;
  const text = input as Record<string, string>;
  const req = signedFor(app, {
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
  const response = await app.handle(req);
  const json = response.headers['content-type']?.startsWith('application/json');
  return {
    status: response.status,
    contentType: response.headers['content-type'] ?? '',
    envelope: json
      ? (JSON.parse(bodyBuffer(response).toString('utf8')) as Envelope)
      : { code: 0, msg: '', data: null },
  };
}

describe.each(documentedCalls())('%s', (name, declaration) => {
  test('refuses every malformed request and changes nothing; takes its valid fixture', async () => {
    totals.calls += 1;
    const token = tokens.get(FIXTURE_ACCOUNTS[name] ?? 'admin01') ?? '';
    const raw = FIXTURES[name]({ db: app.db, orgId, now: app.now() }) as Record<string, unknown>;
    const params = paramsOf(declaration);
    expect(params.schema.safeParse(raw).success).toBe(true);
    const valid = params.in === 'body' ? raw : asQuery(raw);
    const files = FIXTURE_FILES[name];
    const malformed = malformedInputs(declaration, valid);
    // A call without parameters (a template download, an upload of files alone) can be sent
    // wrong only by prototype keys and a missing file: there is no field to malform.
    const fieldless = params.in !== 'body' && Object.keys(params.schema.shape).length === 0;
    expect(malformed.length).toBeGreaterThanOrEqual(fieldless ? 3 : 25);

    const before = storeDigest(app.db);
    const wrong: string[] = [];
    for (const { label, input, contentType, withoutFiles } of malformed) {
      totals.tried += 1;
      const sent = { input, contentType, files: withoutFiles ? [] : files };
      const { status, envelope } = await send(token, declaration, sent);
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

    const accepted = await send(token, declaration, { input: valid, files });
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

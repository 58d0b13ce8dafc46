/** Who may read and change customers and problem types (docs/api/counselling.md, "Who acts"). */
import { PERM } from '../../src/shared/session/permissions';
import { API, counsellingKit, freeCustomers, type Kit } from './testKit';

let kit: Kit;
beforeEach(async () => {
  kit = await counsellingKit();
});

const REFUSED = { code: 10403, msg: '无权限执行该操作' };

/** Takes codes away from the identity the token acts as. */
function takeCodes(token: string, codes: string[]) {
  const identityId = kit.app.db.sessions.get(token)?.identityId ?? '';
  const identity = kit.app.db.identities.get(identityId)!;
  identity.btnCodes = identity.btnCodes.filter((code) => !codes.includes(code));
}

const NEW_CUSTOMER = { name: '周晓', sex: 1, birthday: '1990-05-06', mobile: '13912345678' };

describe('customers', () => {
  test('operator01 reads the list (06-01-06) but no detail contact, and writes nothing', async () => {
    const op = kit.tokens.operator;
    expect((await kit.get(API.cusUser('page'), {}, op)).code).toBe(0);
    const [customer] = freeCustomers(kit);
    const archived = freeCustomers(kit, 1)[0];
    const before = kit.digest();
    expect(await kit.post(API.cusUser('save'), NEW_CUSTOMER, op)).toMatchObject(REFUSED);
    expect(
      await kit.post(API.cusUser('save'), { ...NEW_CUSTOMER, id: customer.id }, op),
    ).toMatchObject(REFUSED);
    expect(await kit.post(API.cusUser('archive'), { id: customer.id }, op)).toMatchObject(REFUSED);
    expect(await kit.post(API.cusUser('restore'), { id: archived.id }, op)).toMatchObject(REFUSED);
    expect(kit.digest()).toBe(before);
    const detail = await kit.get<{ mobile: string }>(
      API.cusUser('detail'),
      { id: customer.id },
      op,
    );
    expect(detail.data.mobile).toBe(
      `${customer.mobile.slice(0, 3)}****${customer.mobile.slice(7)}`,
    );
  });

  test('each write needs its own button code', async () => {
    const [customer, other] = freeCustomers(kit);
    const archived = freeCustomers(kit, 1)[0];
    takeCodes(kit.tokens.admin, [
      PERM.customerAdd,
      PERM.customerEdit,
      PERM.customerArchive,
      PERM.customerRestore,
      PERM.consultCreate,
    ]);
    const before = kit.digest();
    expect(await kit.post(API.cusUser('save'), NEW_CUSTOMER)).toMatchObject(REFUSED);
    expect(await kit.post(API.cusUser('save'), { ...NEW_CUSTOMER, id: other.id })).toMatchObject(
      REFUSED,
    );
    expect(await kit.post(API.cusUser('archive'), { id: customer.id })).toMatchObject(REFUSED);
    expect(await kit.post(API.cusUser('restore'), { id: archived.id })).toMatchObject(REFUSED);
    expect(kit.digest()).toBe(before);
  });

  test('the page is refused without 06-01-06 unless the caller may enter orders (新增订单)', async () => {
    takeCodes(kit.tokens.admin, [PERM.customers]);
    expect((await kit.get(API.cusUser('page'), {})).code).toBe(0);
    const [customer] = freeCustomers(kit);
    expect(await kit.get(API.cusUser('detail'), { id: customer.id })).toMatchObject(REFUSED);
    // Manual entry may add the visitor it books for.
    takeCodes(kit.tokens.admin, [PERM.customerAdd]);
    expect((await kit.post(API.cusUser('save'), NEW_CUSTOMER)).code).toBe(0);
    takeCodes(kit.tokens.admin, [PERM.consultCreate]);
    expect(await kit.get(API.cusUser('page'), {})).toMatchObject(REFUSED);
  });

  test('the detail shows the full mobile with 查看联系方式 only', async () => {
    const [customer] = freeCustomers(kit);
    const detail = () => kit.get<{ mobile: string }>(API.cusUser('detail'), { id: customer.id });
    expect((await detail()).data.mobile).toBe(customer.mobile);
    takeCodes(kit.tokens.admin, [PERM.customerViewContact]);
    expect((await detail()).data.mobile).toMatch(/^\d{3}\*{4}\d{4}$/);
  });

  test('an edit without the mobile keeps it; a new customer needs one', async () => {
    const [customer] = freeCustomers(kit);
    const { mobile: _mobile, ...noMobile } = NEW_CUSTOMER;
    const before = kit.digest();
    expect(await kit.post(API.cusUser('save'), noMobile)).toMatchObject({
      code: 10400,
      msg: '手机号不能为空',
    });
    expect(kit.digest()).toBe(before);
    expect(
      await kit.post(API.cusUser('save'), { ...noMobile, id: customer.id, name: '改名' }),
    ).toMatchObject({ code: 0, msg: '编辑成功' });
    const row = kit.app.db.counselling.tables.cusUsers.get(customer.id)!;
    expect(row).toMatchObject({ name: '改名', mobile: customer.mobile });
  });
});

describe('problem types', () => {
  const tree = (as?: string) => kit.get<{ id: string }[]>(API.problemType('tree'), {}, as);

  test('the tree is read on its page and by the order and hotline pages; refused otherwise', async () => {
    // operator01 holds 06-01-01 (order list: the problem-type filter), not 06-01-07.
    expect((await tree(kit.tokens.operator)).code).toBe(0);
    takeCodes(kit.tokens.operator, [PERM.consultOrders]);
    expect((await tree(kit.tokens.operator)).code).toBe(0); // 06-01-02 热线订单
    takeCodes(kit.tokens.operator, ['06-01-02']);
    expect(await tree(kit.tokens.operator)).toMatchObject(REFUSED);
  });

  test('each write needs its own button code', async () => {
    const [group] = (await tree()).data;
    const op = kit.tokens.operator;
    const before = kit.digest();
    const calls = [
      ['save', { pid: group.id, name: '孤独感', sort: 1 }],
      ['save', { id: group.id, pid: '0', name: '改名', sort: 1 }],
      ['updateStatus', { id: group.id, status: 0 }],
      ['delete', { id: group.id }],
    ] as const;
    for (const [action, body] of calls)
      expect(await kit.post(API.problemType(action), body, op)).toMatchObject(REFUSED);
    expect(kit.digest()).toBe(before);
    takeCodes(kit.tokens.admin, [
      PERM.problemTypeAdd,
      PERM.problemTypeEdit,
      PERM.problemTypeStatus,
      PERM.problemTypeDelete,
    ]);
    const withoutButtons = kit.digest();
    for (const [action, body] of calls)
      expect(await kit.post(API.problemType(action), body)).toMatchObject(REFUSED);
    expect(kit.digest()).toBe(withoutButtons);
  });
});

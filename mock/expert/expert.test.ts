import { createMockApp, type MockApp } from '../app';
import { call, loginAs } from '../testing';
import { addDays } from '../../src/shared/counselling/slotRule';
import { API, counsellingKit, updateStatus, type Bucket, type Kit } from '../counselling/testKit';

describe('experts', () => {
  let app: MockApp;
  beforeEach(() => {
    app = createMockApp();
  });

  interface ApplyRow {
    id: string;
    status: number;
    userId: string;
  }
  interface ExpertRow {
    userId: string;
    expertType: number;
    sn: number;
    show: number;
    specialInfo?: string;
  }

  const admin = () => loginAs(app, 'admin01', '星辰心理健康综合服务中心');

  test('an organisation approves and rejects expert applications (status 0); the pending count drops', async () => {
    const { token } = await admin();
    const list = (status: string) =>
      call<{ rows: ApplyRow[]; total: number }>(app, {
        path: '/server-platform/api/expert/showAllOrgExpertCooperApply',
        token,
        query: { status, pageNum: '1', pageSize: '10' },
      });
    const pending = await list('0');
    expect(pending.data.total).toBeGreaterThan(1);
    const [first, second] = pending.data.rows;
    const audit = (body: object) =>
      call(app, {
        method: 'POST',
        path: '/server-platform/api/expert/auditOrgExpertCooperApply',
        token,
        body,
      });
    expect((await audit({ id: first.id, agree: true })).msg).toBe('已同意');
    expect((await audit({ id: first.id, agree: true })).code).toBe(10409);
    expect((await audit({ id: second.id, agree: false })).msg).toBe('请填写驳回原因');
    expect((await audit({ id: second.id, agree: false, remark: '资质不符' })).msg).toBe('已驳回');
    expect((await list('0')).data.total).toBe(pending.data.total - 2);
  });

  test('an expert accepts an invitation (status 2) and the badge count (2 and 4) drops', async () => {
    const { token } = await loginAs(app, 'expert01');
    const count = async () =>
      (
        await call<{ total: number; rows: ApplyRow[] }>(app, {
          path: '/server-platform/api/expert/showAllOrgExpertCooperApplyByExpert',
          token,
          query: { status: '2,4', pageNum: '1', pageSize: '10' },
        })
      ).data;
    const before = await count();
    const invitation = before.rows.find((row) => row.status === 2);
    const answer = await call(app, {
      method: 'POST',
      path: '/server-platform/api/expert/auditOrgExpertCooperApply',
      token,
      body: { id: invitation?.id, agree: true },
    });
    expect(answer.code).toBe(0);
    expect((await count()).total).toBe(before.total - 1);
  });

  test('the cooperation lists sort by 申请时间 and 状态 over the whole list, the organisation’s and the expert’s; another field is refused', async () => {
    const org = await admin();
    const expert = await loginAs(app, 'expert01');
    const ORG_APPLIES = '/server-platform/api/expert/showAllOrgExpertCooperApply';
    const OWN_APPLIES = '/server-platform/api/expert/showAllOrgExpertCooperApplyByExpert';
    const rows = async (token: string, path: string, sortField: string, sortOrder: string) => {
      const answer = await call<{ rows: Array<ApplyRow & { createTime: string }> }>(app, {
        path,
        token,
        query: { pageSize: '0', sortField, sortOrder },
      });
      expect(answer.code).toBe(0);
      return answer.data.rows;
    };
    const asc = (await rows(org.token, ORG_APPLIES, 'createTime', 'asc')).map((r) => r.createTime);
    expect(new Set(asc).size).toBeGreaterThan(5);
    expect(asc).toEqual([...asc].sort());
    const desc = (await rows(org.token, ORG_APPLIES, 'createTime', 'desc')).map(
      (r) => r.createTime,
    );
    expect(desc).toEqual([...asc].sort().reverse());
    const statuses = (await rows(org.token, ORG_APPLIES, 'status', 'desc')).map((r) => r.status);
    expect(new Set(statuses).size).toBeGreaterThan(1);
    expect(statuses).toEqual([...statuses].sort((a, b) => b - a));
    const own = (await rows(expert.token, OWN_APPLIES, 'status', 'asc')).map((r) => r.status);
    expect(new Set(own).size).toBeGreaterThan(1);
    expect(own).toEqual([...own].sort((a, b) => a - b));
    const refused = await call(app, {
      path: ORG_APPLIES,
      token: org.token,
      query: { sortField: 'expertName', sortOrder: 'asc' },
    });
    expect([refused.code, refused.msg]).toEqual([10400, expect.stringContaining('排序字段不正确')]);
  });

  test('合作专家 sorts by 合作时间 and 展示 over the whole list; its own order (排序) stays the default; another field is refused', async () => {
    const { token } = await admin();
    const list = (query: Record<string, string>) =>
      call<{ rows: Array<ExpertRow & { joinTime: string }> }>(app, {
        path: '/server-platform/api/expert/getCooperExpertPage',
        token,
        query: { pageSize: '0', ...query },
      });
    const joined = async (sortOrder: string) => {
      const answer = await list({ sortField: 'joinTime', sortOrder });
      expect(answer.code).toBe(0);
      return answer.data.rows.map((row) => row.joinTime);
    };
    const asc = await joined('asc');
    expect(new Set(asc).size).toBeGreaterThan(5);
    expect(asc).toEqual([...asc].sort());
    expect(await joined('desc')).toEqual([...asc].sort().reverse());
    const shown = (await list({ sortField: 'show', sortOrder: 'desc' })).data.rows.map(
      (r) => r.show,
    );
    expect(new Set(shown).size).toBe(2);
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
    const plain = (await list({})).data.rows.map((row) => row.sn);
    expect(plain).toEqual([...plain].sort((a, b) => a - b));
    const refused = await list({ sortField: 'sn', sortOrder: 'asc' });
    expect([refused.code, refused.msg]).toEqual([10400, expect.stringContaining('排序字段不正确')]);
  });

  test('experts of an organisation: list, detail by kind, settings, show, order, disengage; special info needs 18-01-07', async () => {
    const { token } = await admin();
    const experts = await call<{ rows: ExpertRow[]; total: number }>(app, {
      path: '/server-platform/api/expert/getCooperExpertPage',
      token,
      query: { pageNum: '1', pageSize: '100' },
    });
    expect(experts.data.total).toBeGreaterThan(20);
    expect(new Set(experts.data.rows.map((row) => row.expertType))).toEqual(new Set([0, 1]));
    expect(experts.data.rows[0].specialInfo).toBeDefined();
    const counsellor = experts.data.rows.find((row) => row.expertType === 0);
    const listener = experts.data.rows.find((row) => row.expertType === 1);
    const userId = counsellor?.userId ?? '';
    expect(
      (
        await call(app, {
          path: '/server-platform/api/expert/getCounselorById',
          token,
          query: { userId },
        })
      ).code,
    ).toBe(0);
    expect(
      (
        await call(app, {
          path: '/server-platform/api/expert/getAudienterById',
          token,
          query: { userId },
        })
      ).code,
    ).toBe(10404);
    expect(
      (
        await call(app, {
          path: '/server-platform/api/expert/getAudienterSettingsById',
          token,
          query: { userId: listener?.userId ?? '' },
        })
      ).code,
    ).toBe(0);
    const post = (path: string, body: object) =>
      call(app, { method: 'POST', path: `/server-platform/api/expert/${path}`, token, body });
    const setup = (consultWays: number[], consultPrices: object[], faceAddress?: string) => ({
      userId,
      serviceTypes: [0],
      list: [{ serviceType: 0, consultWays, consultPrices, faceAddress }],
    });
    const refusal = async (body: object) => (await post('updateSettingsById', body)).msg;
    expect(await refusal(setup([], []))).toBe('请至少选择一种咨询方式');
    expect(await refusal(setup([0, 2], [{ consultWay: 0, price: 100 }]))).toBe(
      '选择咨询方式后请填写对应价格',
    );
    expect(await refusal(setup([0], [{ consultWay: 0, price: 99.5 }]))).toBe('请输入正整数');
    expect(await refusal(setup([3], [{ consultWay: 3, price: 300 }], '别处'))).toBe(
      '请选择面询地址',
    );
    const good = setup(
      [0, 3],
      [
        { consultWay: 0, price: 100 },
        { consultWay: 3, price: 300 },
      ],
      '440000-440300-440305-科技园南区1号',
    );
    expect(await refusal(good)).toBe('设置成功');
    const settings = await call<{ list: unknown[] }>(app, {
      path: '/server-platform/api/expert/getCounselorSettingsById',
      token,
      query: { userId },
    });
    expect(settings.data.list).toEqual(good.list);
    // The counselling codes (4, 6, 7, 8) are the platform's too (decision 0016); 5 is no service type.
    const aliases = {
      userId,
      serviceTypes: [0, 6, 8],
      list: [
        good.list[0],
        { serviceType: 6, consultWays: [1], consultPrices: [{ consultWay: 1, price: 120 }] },
        { serviceType: 8, consultWays: [0], consultPrices: [{ consultWay: 0, price: 80 }] },
      ],
    };
    expect(await refusal(aliases)).toBe('设置成功');
    const withAliases = await call<{ serviceTypes: number[]; list: unknown[] }>(app, {
      path: '/server-platform/api/expert/getCounselorSettingsById',
      token,
      query: { userId },
    });
    expect(withAliases.data.serviceTypes).toEqual([0, 6, 8]);
    expect(withAliases.data.list).toEqual(aliases.list);
    const five = await post('updateSettingsById', { ...aliases, serviceTypes: [0, 5] });
    expect([five.code, five.msg]).toEqual([10400, '请选择服务类型']);
    expect(await refusal(good)).toBe('设置成功');
    expect((await post('updateExpertShow', { userId, show: 0 })).code).toBe(0);
    expect((await post('updateExpertSn', { userId, sn: 0 })).msg).toBe('范围1-999');
    expect((await post('updateExpertSn', { userId, sn: 1 })).code).toBe(0);
    const srcOrgId = app.db.qaOrgs.comprehensive;
    expect((await post('disengagementExpertById', { userId, expertType: 0 })).msg).toBe(
      '机构ID不能为空',
    );
    expect((await post('disengagementExpertById', { userId, expertType: 1, srcOrgId })).code).toBe(
      10404,
    );
    expect(
      (await post('disengagementExpertById', { userId, expertType: 0, srcOrgId: '999999' })).msg,
    ).toBe('无权限执行该操作');
    expect((await post('disengagementExpertById', { userId, expertType: 0, srcOrgId })).msg).toBe(
      '已申请解除合作',
    );
    expect(
      (
        await call(app, {
          path: '/server-platform/api/expert/getCounselorById',
          token,
          query: { userId },
        })
      ).code,
    ).toBe(10404);

    const identity = [...app.db.identities.values()].find(
      (row) =>
        row.userId === app.db.sessions.get(token)?.userId &&
        row.orgId === app.db.qaOrgs.comprehensive,
    );
    if (identity) identity.btnCodes = identity.btnCodes.filter((code) => code !== '18-01-07');
    const hidden = await call<{ rows: ExpertRow[] }>(app, {
      path: '/server-platform/api/expert/getCooperExpertPage',
      token,
      query: { pageNum: '1', pageSize: '5' },
    });
    expect(hidden.data.rows[0].specialInfo).toBeUndefined();
  });

  /** Takes codes away from admin01's identity of the QA organisation. */
  function withoutCodes(token: string, ...codes: string[]) {
    const identity = [...app.db.identities.values()].find(
      (row) =>
        row.userId === app.db.sessions.get(token)?.userId &&
        row.orgId === app.db.qaOrgs.comprehensive,
    );
    if (!identity) throw new Error('admin01 has no identity of the QA organisation');
    identity.btnCodes = identity.btnCodes.filter((code) => !codes.includes(code));
  }

  test('an organisation invites a platform expert (18-01-01); the invitation awaits the expert (status 2)', async () => {
    const { token } = await admin();
    const search = () =>
      call<{ rows: Array<{ userId: string; name: string; mobile: string }>; total: number }>(app, {
        path: '/server-platform/api/expert/showAllExpert',
        token,
        query: { pageNum: '1', pageSize: '200' },
      });
    const open = new Set(
      app.db.cooperApplies
        .filter(
          (row) => row.orgId === app.db.qaOrgs.comprehensive && [0, 1, 2].includes(row.status),
        )
        .map((row) => row.expertUserId),
    );
    const before = await search();
    expect(before.data.total).toBeGreaterThan(0);
    expect(before.data.rows.some((row) => open.has(row.userId))).toBe(false);
    const [target] = before.data.rows;
    expect(target.mobile).toMatch(/^1\d{2}\*{4}\d{4}$/);
    const invite = (body: object) =>
      call(app, {
        method: 'POST',
        path: '/server-platform/api/expert/saveOrgExpertCooperApply',
        token,
        body,
      });
    expect((await invite({ userId: target.userId, remark: '诚邀合作' })).msg).toBe('邀请已发送');
    expect(
      app.db.cooperApplies.filter(
        (row) =>
          row.expertUserId === target.userId &&
          row.orgId === app.db.qaOrgs.comprehensive &&
          row.status === 2,
      ),
    ).toHaveLength(1);
    expect((await invite({ userId: target.userId })).msg).toBe('已存在进行中的合作或申请');
    expect((await search()).data.total).toBe(before.data.total - 1);

    withoutCodes(token, '18-01-01');
    expect((await invite({ userId: before.data.rows[1].userId })).code).toBe(10403);
  });

  test('an organisation edits an expert’s tags (18-01-02): 2-12 characters each, 3-50 of them', async () => {
    const { token } = await admin();
    const userId = app.db.cooperApplies.find(
      (row) => row.orgId === app.db.qaOrgs.comprehensive && row.status === 1,
    )?.expertUserId;
    if (!userId) throw new Error('the QA organisation has no cooperating expert');
    const save = async (tags: unknown) =>
      (
        await call(app, {
          method: 'POST',
          path: '/server-platform/api/expert/updateExpertTags',
          token,
          body: { userId, tags },
        })
      ).msg;
    expect(await save(['焦虑', '抑', '睡眠'])).toBe('每个标签必须2-12字');
    expect(await save(['焦虑', '睡眠'])).toBe('自定义标签必须3-50个');
    expect(await save(['焦虑', '睡眠', '焦虑'])).toBe('自定义标签必须3-50个');
    expect(await save(Array.from({ length: 51 }, (_, index) => `标签${index}`))).toBe(
      '自定义标签必须3-50个',
    );
    expect(await save([' 焦虑 ', '睡眠障碍', '亲子关系'])).toBe('标签修改成功');
    expect(app.db.expertProfiles.get(userId)?.tags).toEqual(['焦虑', '睡眠障碍', '亲子关系']);

    withoutCodes(token, '18-01-02');
    expect(await save(['焦虑', '睡眠', '压力'])).toBe('无权限执行该操作');
  });

  test('合作专家 ends a cooperation with 05-01-01-01 as well as 18-01-04; without both it is refused', async () => {
    const { token } = await admin();
    const [first, second] = app.db.cooperApplies.filter(
      (row) => row.orgId === app.db.qaOrgs.comprehensive && row.status === 1,
    );
    const disengage = async (row: { expertUserId: string; expertType: number }) =>
      (
        await call(app, {
          method: 'POST',
          path: '/server-platform/api/expert/disengagementExpertById',
          token,
          body: {
            userId: row.expertUserId,
            expertType: row.expertType,
            srcOrgId: app.db.qaOrgs.comprehensive,
          },
        })
      ).code;
    withoutCodes(token, '18-01-04');
    expect(await disengage(first)).toBe(0);
    expect(first.status).toBe(4);
    withoutCodes(token, '05-01-01-01');
    expect(await disengage(second)).toBe(10403);
    expect(second.status).toBe(1);
  });

  test('the price form reads the face addresses and the ways each service type offers; a way not offered is refused', async () => {
    const { token } = await admin();
    const [row] = app.db.cooperApplies.filter(
      (candidate) => candidate.orgId === app.db.qaOrgs.comprehensive && candidate.status === 1,
    );
    const userId = row.expertUserId;
    const get = <T>(path: string, query: Record<string, string>, as = token) =>
      call<T>(app, { path, query, token: as });
    const addresses = await get<{ address: string }[]>(
      '/server-platform/api/faceAddress/getFaceAddressList',
      { userId },
    );
    expect(addresses.data).toEqual(
      app.db.expertProfiles.get(userId)?.faceAddresses.map((address) => ({ address })),
    );
    const ways = await get<Record<string, number[]>>(
      '/server-platform/api/expert/getConsultWaysByExpertId',
      { expertId: userId },
    );
    expect(ways.data).toEqual({
      '0': [0, 1, 2, 3, 4, 5],
      '1': [0, 1, 2, 4, 5],
      '2': [0, 1, 2, 4, 5],
      '3': [0, 1, 2, 4, 5],
      // The counselling codes of the same keys (decision 0016).
      '4': [0, 1, 2, 4, 5],
      '6': [0, 1, 2, 4, 5],
      '7': [0, 1, 2, 4, 5],
      '8': [0, 1, 2, 4, 5],
    });
    const stranger = [...app.db.expertProfiles.keys()].find(
      (id) => !app.db.cooperApplies.some((c) => c.expertUserId === id && c.orgId === row.orgId),
    );
    expect(
      (await get('/server-platform/api/faceAddress/getFaceAddressList', { userId: stranger ?? '' }))
        .code,
    ).toBe(10404);
    const expert = await loginAs(app, 'expert01');
    expect(
      (
        await get(
          '/server-platform/api/faceAddress/getFaceAddressList',
          { userId: expert.user.id },
          expert.token,
        )
      ).code,
    ).toBe(0);
    const legalFaceToFace = await call(app, {
      method: 'POST',
      path: '/server-platform/api/expert/updateSettingsById',
      token,
      body: {
        userId,
        serviceTypes: [1],
        list: [
          { serviceType: 1, consultWays: [3], consultPrices: [{ consultWay: 3, price: 200 }] },
        ],
      },
    });
    expect(legalFaceToFace).toMatchObject({ code: 10400, msg: '咨询方式不正确' });
  });

  test("an organisation reads an applicant's type and profile; an expert it has never dealt with is 10404", async () => {
    const { token } = await admin();
    const [applied] = app.db.cooperApplies.filter(
      (row) => row.orgId === app.db.qaOrgs.comprehensive && row.status === 0,
    );
    const read = (userId: string, as = token) =>
      call<{ expertType: number; expertInfo: { name: string; title: string } }>(app, {
        path: '/server-platform/api/expert/getExpertTypeAndExpertInfoByUserId',
        token: as,
        query: { userId },
      });
    const answer = await read(applied.expertUserId);
    expect(answer.data).toMatchObject({
      expertType: applied.expertType,
      expertInfo: { name: applied.expertName },
    });
    const stranger = [...app.db.expertProfiles.keys()].find(
      (id) => !app.db.cooperApplies.some((c) => c.expertUserId === id && c.orgId === applied.orgId),
    );
    expect((await read(stranger ?? '')).code).toBe(10404);
    expect((await read('')).msg).toBe('专家ID不能为空');
  });

  test("an expert's available organisations with data: cooperating experts and the expert's own application (showAllOrgPageByUseAndData)", async () => {
    const expert = await loginAs(app, 'expert01');
    interface OrgData {
      id: string;
      orgType: number;
      expertCount: number;
      applyStatus: number | null;
    }
    const list = (query: Record<string, string>, token = expert.token) =>
      call<{ rows: OrgData[]; total: number }>(app, {
        path: '/server-platform/api/expert/showAllOrgPageByUseAndData',
        token,
        query: { pageNum: '1', pageSize: '100', ...query },
      });
    const all = await list({});
    const service = [...app.db.orgs.values()].filter(
      (org) => org.orgType !== 2 && org.status === 2,
    );
    expect(all.data.total).toBe(service.length);
    const mine = app.db.cooperApplies.find((row) => row.expertUserId === expert.user.id);
    if (!mine) throw new Error('expert01 has no application in the seed');
    const [row] = (await list({ id: mine.orgId })).data.rows;
    expect(row).toMatchObject({
      id: mine.orgId,
      expertCount: app.db.cooperApplies.filter((c) => c.orgId === mine.orgId && c.status === 1)
        .length,
    });
    const latest = app.db.cooperApplies
      .filter((c) => c.orgId === mine.orgId && c.expertUserId === expert.user.id)
      .sort((a, b) => b.updateTime.localeCompare(a.updateTime))[0];
    expect(row.applyStatus).toBe(latest.status);
    const untouched = all.data.rows.find(
      (org) =>
        !app.db.cooperApplies.some((c) => c.orgId === org.id && c.expertUserId === expert.user.id),
    );
    expect(untouched?.applyStatus).toBeNull();
    expect((await list({}, (await admin()).token)).code).toBe(10403);
  });

  test('the expert types a user holds (getExpertTypeById): the expert itself or an organisation that knows them', async () => {
    const expert = await loginAs(app, 'expert01');
    const read = (userId: string, token: string) =>
      call<number[]>(app, {
        path: '/server-platform/api/expert/getExpertTypeById',
        token,
        query: { userId },
      });
    const own = app.db.expertProfiles.get(expert.user.id);
    expect((await read(expert.user.id, expert.token)).data).toEqual([own?.expertType]);
    const { token } = await admin();
    const [applied] = app.db.cooperApplies.filter(
      (row) => row.orgId === app.db.qaOrgs.comprehensive,
    );
    expect((await read(applied.expertUserId, token)).data).toEqual([applied.expertType]);
    const other = [...app.db.expertProfiles.keys()].find((id) => id !== expert.user.id);
    expect((await read(other ?? '', expert.token)).code).toBe(10404);
    expect((await read('', token)).msg).toBe('专家ID不能为空');
  });
});

describe("an expert's rescheduling", () => {
  let kit: Kit;
  beforeEach(async () => {
    kit = await counsellingKit();
  });

  const orders = () => [...kit.app.db.counselling.tables.orders.values()];
  const expert01 = () =>
    [...kit.app.db.accounts.values()].find((account) => account.username === 'expert01')!.id;
  const ownUpcoming = () =>
    orders().find(
      (o) => o.expertId === expert01() && o.status === 1 && o.appointDate > '2025-06-30',
    )!;

  /** The expert's free slots for the order, day by day from 07-01, as the expert. */
  async function firstSlotFor(orderId: string, expertId: string) {
    for (let day = 0; day < 14; day += 1) {
      const date = addDays('2025-07-01', day);
      const answer = await kit.get<Bucket[]>(
        API.schedule('freeSlots'),
        { expertId, date, orderId },
        kit.tokens.expert,
      );
      expect(answer.code).toBe(0);
      if (answer.data.length > 0) return { date, bucket: answer.data[0] };
    }
    throw new Error('no free slot');
  }

  describe('改期 by the expert', () => {
    test('the expert reads the free slots of their own schedule for their own order, and moves it there', async () => {
      const order = ownUpcoming();
      const { date, bucket } = await firstSlotFor(order.id, expert01());
      const moved = await updateStatus(
        kit,
        'reschedule',
        { id: order.id, version: order.version, appointDate: date, bucketId: bucket.id },
        kit.tokens.expert,
      );
      expect(moved).toMatchObject({ code: 0, msg: '改期成功' });
      expect(order).toMatchObject({
        appointDate: date,
        bucketId: bucket.id,
        startTime: bucket.start,
      });
    });

    test('refused: without the order, for another expert, or on an order that is not theirs', async () => {
      const order = ownUpcoming();
      const query = { expertId: expert01(), date: '2025-07-02' };
      const noOrder = await kit.get(API.schedule('freeSlots'), query, kit.tokens.expert);
      expect(noOrder.code).toBe(10403);

      const other = orders().find((o) => o.expertId !== expert01() && o.status === 1)!;
      const otherExpert = await kit.get(
        API.schedule('freeSlots'),
        { ...query, expertId: other.expertId, orderId: order.id },
        kit.tokens.expert,
      );
      expect(otherExpert).toMatchObject({ code: 10403, msg: '只能查看自己的空闲时段' });

      const notTheirs = await kit.get(
        API.schedule('freeSlots'),
        { ...query, orderId: other.id },
        kit.tokens.expert,
      );
      expect(notTheirs).toMatchObject({ code: 10404, msg: '记录不存在' });
    });

    test("staff with the order: the order's organisation and visitor", async () => {
      const order = orders().find(
        (o) => o.orgId === kit.app.db.qaOrgs.comprehensive && o.status === 1,
      )!;
      const answer = await kit.get<Bucket[]>(API.schedule('freeSlots'), {
        expertId: order.expertId,
        date: order.appointDate,
        orderId: order.id,
      });
      expect(answer.code).toBe(0);
    });
  });
});

import { createMockApp, type MockApp } from '../app';
import { emptyRequest } from '../core/http';
import { call, envelopeOf, login, loginAs, uploadImage } from '../testing';
import { type OutboxEntry } from '../core/types';

describe('personal settings', () => {
  let app: MockApp;
  let clock: number;
  beforeEach(() => {
    clock = Date.now();
    app = createMockApp({ now: () => clock });
  });

  async function outbox(to: string): Promise<OutboxEntry[]> {
    const req = emptyRequest('GET', '/__mock__/outbox');
    req.query = { to };
    return envelopeOf<OutboxEntry[]>(await app.handle(req)).data;
  }

  const SEND_SMS = '/server-platform/web/user/sendMobileVerifiCode';
  const SEND_MAIL = '/server-platform/web/user/sendMailVerifiCode';

  describe('verification codes and the outbox', () => {
    test('a sent code lands in the outbox; a resend inside 59 s is refused', async () => {
      const sent = await call(app, {
        method: 'POST',
        path: SEND_SMS,
        query: { mobile: '13912345678' },
      });
      expect(sent).toEqual({ code: 0, msg: '验证码发送成功', data: null });
      const [entry] = await outbox('13912345678');
      expect(entry).toEqual(
        expect.objectContaining({ channel: 'mobile', to: '13912345678', used: false }),
      );
      expect(entry.code).toMatch(/^\d{6}$/);
      expect(
        (await call(app, { method: 'POST', path: SEND_SMS, query: { mobile: '13912345678' } }))
          .code,
      ).toBe(10429);
      expect(
        await call(app, { method: 'POST', path: SEND_MAIL, query: { mail: 'new@example.com' } }),
      ).toEqual({
        code: 0,
        msg: '邮箱验证码已发送至您的邮箱',
        data: null,
      });
    });

    test.each([
      [SEND_SMS, { mobile: '' }, '手机号不能为空'],
      [SEND_SMS, { mobile: '12345678901' }, '手机号格式不正确'],
      [SEND_MAIL, { mail: 'a@b' }, '邮箱格式不正确'],
    ])('%s %j is refused with %s', async (path, query, msg) => {
      expect(await call(app, { method: 'POST', path, query })).toEqual({
        code: 10400,
        msg,
        data: null,
      });
    });

    test('updateMobile: a wrong code, then an expired one, are refused; the right one changes the mobile once', async () => {
      const { token } = await loginAs(app, 'operator01');
      const path = '/server-platform/api/user/updateMobile';
      await call(app, { method: 'POST', path: SEND_SMS, query: { mobile: '13912345678' } });
      const [{ code }] = await outbox('13912345678');
      const wrong = code === '000000' ? '111111' : '000000';
      expect(
        await call(app, {
          method: 'POST',
          path,
          token,
          body: { mobile: '13912345678', verifiCode: wrong },
        }),
      ).toEqual({
        code: 10400,
        msg: '验证码错误',
        data: null,
      });
      expect(
        (
          await call(app, {
            method: 'POST',
            path,
            token,
            body: { mobile: '13912345678', verifiCode: code },
          })
        ).msg,
      ).toBe('手机号修改成功');
      expect(
        (
          await call(app, {
            method: 'POST',
            path,
            token,
            body: { mobile: '13912345679', verifiCode: code },
          })
        ).msg,
      ).toBe('验证码错误');
      const info = await call<{ user: { mobile: string } }>(app, {
        path: '/api/user/getUserInfo',
        token,
      });
      expect(info.data.user.mobile).toBe('13912345678');

      await call(app, { method: 'POST', path: SEND_SMS, query: { mobile: '13912345670' } });
      const [late] = await outbox('13912345670');
      clock += 5 * 60 * 1000 + 1;
      expect(
        (
          await call(app, {
            method: 'POST',
            path,
            token,
            body: { mobile: '13912345670', verifiCode: late.code },
          })
        ).msg,
      ).toBe('验证码已过期，请重新获取');
    });

    test('a code that is not six digits is refused before it is checked, so it uses up none of the tries', async () => {
      const { token } = await loginAs(app, 'operator01');
      const path = '/server-platform/api/user/updateMobile';
      await call(app, { method: 'POST', path: SEND_SMS, query: { mobile: '13912345678' } });
      for (const verifiCode of ['abcdef', '12345', '1234567', '12 456', 'abcdef']) {
        expect(
          await call(app, {
            method: 'POST',
            path,
            token,
            body: { mobile: '13912345678', verifiCode },
          }),
        ).toEqual({ code: 10400, msg: '验证码错误', data: null });
      }
      const [{ code, wrongTries }] = await outbox('13912345678');
      expect(wrongTries).toBe(0);
      expect(
        (
          await call(app, {
            method: 'POST',
            path,
            token,
            body: { mobile: '13912345678', verifiCode: code },
          })
        ).msg,
      ).toBe('手机号修改成功');
    });

    test('updateMail with the mailed code', async () => {
      const { token } = await loginAs(app, 'operator01');
      await call(app, { method: 'POST', path: SEND_MAIL, query: { mail: 'New@Example.com' } });
      const [{ code }] = await outbox('new@example.com');
      const path = '/server-platform/api/user/updateMail';
      expect(
        (
          await call(app, {
            method: 'POST',
            path,
            token,
            body: { mail: 'new@example.com', verifiCode: '' },
          })
        ).msg,
      ).toBe('邮箱验证码不能为空');
      expect(
        (
          await call(app, {
            method: 'POST',
            path,
            token,
            body: { mail: 'new@example.com', verifiCode: code },
          })
        ).msg,
      ).toBe('邮箱修改成功');
    });
  });

  describe('profile', () => {
    const SAVE = '/server-platform/api/user/save';

    test('saves name, sex, birthday and region; refuses a future birthday and a bad name', async () => {
      const { token, user } = await loginAs(app, 'operator01');
      const body = {
        id: user.id,
        name: '李晓',
        sex: 1,
        birthday: '1990-01-02',
        areaCode: '110000-110100-110105',
      };
      expect(await call(app, { method: 'POST', path: SAVE, token, body })).toEqual({
        code: 0,
        msg: '编辑资料成功',
        data: null,
      });
      expect(
        (
          await call(app, {
            method: 'POST',
            path: SAVE,
            token,
            body: { ...body, birthday: '2999-01-01' },
          })
        ).msg,
      ).toBe('生日不能晚于今天');
      expect(
        (await call(app, { method: 'POST', path: SAVE, token, body: { ...body, name: ' 李' } }))
          .msg,
      ).toBe('姓名长度为1-15个字符且不能空格开头');
      expect(
        (await call(app, { method: 'POST', path: SAVE, token, body: { ...body, areaCode: '' } }))
          .msg,
      ).toBe('地区不能为空');
      const info = await call<{ user: { name: string; areaCode: string } }>(app, {
        path: '/api/user/getUserInfo',
        token,
      });
      expect(info.data.user).toEqual(
        expect.objectContaining({ name: '李晓', areaCode: '110000-110100-110105' }),
      );
    });

    test('an expert may change the region but not name, sex or birthday', async () => {
      const { token, user } = await loginAs(app, 'expert01');
      const base = {
        id: user.id,
        name: user.name,
        sex: user.sex,
        birthday: user.birthday,
        areaCode: '110000-110100-110105',
      };
      expect((await call(app, { method: 'POST', path: SAVE, token, body: base })).code).toBe(0);
      expect(
        await call(app, { method: 'POST', path: SAVE, token, body: { ...base, name: '别名' } }),
      ).toEqual({
        code: 10403,
        msg: '专家不能修改姓名、性别和生日',
        data: null,
      });
    });

    test('updateHeadImg answers 头像修改成功', async () => {
      const { token } = await loginAs(app, 'operator01');
      const path = '/server-platform/api/user/updateHeadImg';
      const headImg = await uploadImage(app, token);
      expect((await call(app, { method: 'POST', path, token, body: { headImg } })).msg).toBe(
        '头像修改成功',
      );
      expect((await call(app, { method: 'POST', path, token, body: { headImg: '' } })).code).toBe(
        10400,
      );
    });
  });

  describe('password retrieval', () => {
    test('validAccount → code by mobile → validVerifiCode → updatePwd; the new password logs in', async () => {
      const checked = await call<{ details: string; mobile: string; mail: string }>(app, {
        method: 'POST',
        path: '/server-platform/web/user/validAccount',
        body: { account: 'operator01' },
      });
      expect(checked.code).toBe(0);
      expect(checked.data.mobile).toMatch(/^138\*{4}\d{4}$/);
      const { details } = checked.data;
      const early = await call(app, {
        method: 'POST',
        path: '/server-platform/web/user/updatePwd',
        body: { details, password: 'abc123456' },
      });
      expect(early.msg).toBe('请先完成验证码验证');
      await call(app, { method: 'POST', path: SEND_SMS, query: { details } });
      const { data: info } = await login(app, 'operator01');
      const [{ code }] = await outbox(info.mobile);
      const verified = await call<{ details: string }>(app, {
        method: 'POST',
        path: '/server-platform/web/user/validVerifiCode',
        body: { details, way: 'mobile', verifiCode: code },
      });
      expect(verified.code).toBe(0);
      const done = await call(app, {
        method: 'POST',
        path: '/server-platform/web/user/updatePwd',
        body: { details: verified.data.details, password: 'abc123456' },
      });
      expect(done.msg).toBe('密码修改成功');
      expect((await login(app, 'operator01', 'abc123456')).code).toBe(0);
      expect((await login(app, 'operator01')).code).toBe(10003);
    });

    test('an unknown account is refused with the server msg', async () => {
      expect(
        await call(app, {
          method: 'POST',
          path: '/server-platform/web/user/validAccount',
          body: { account: 'nobody99' },
        }),
      ).toEqual({ code: 10404, msg: '账号不存在', data: null });
    });
  });
});

describe('转移机构', () => {
  let app: MockApp;
  beforeEach(() => {
    app = createMockApp();
  });

  const ROOT = '星辰心理健康综合服务中心';

  test('an administrator transfers the organisation to an operator, who is administrator at the next login', async () => {
    const admin = await loginAs(app, 'admin01', ROOT);
    const candidates = await call<Array<{ identityId: string; username: string }>>(app, {
      path: '/server-platform/api/org/getTransferCandidates',
      token: admin.token,
    });
    const operator = candidates.data.find((row) => row.username === 'operator01');
    expect(operator).toBeDefined();
    const transfer = (body: object) =>
      call(app, {
        method: 'POST',
        path: '/server-platform/api/org/transferAdmin',
        token: admin.token,
        body,
      });
    expect((await transfer({ identityId: operator?.identityId, password: 'wrong' })).code).toBe(
      10005,
    );
    expect((await transfer({ identityId: '', password: 'Admin@123' })).msg).toBe('请选择接收人');
    expect((await transfer({ identityId: operator?.identityId, password: 'Admin@123' })).msg).toBe(
      '转移成功',
    );
    expect((await call(app, { path: '/api/user/getUserInfo', token: admin.token })).code).toBe(
      10001,
    );
    const promoted = await loginAs(app, 'operator01');
    expect(promoted.user.userType).toBe(1);
    expect(promoted.btnCodeList).toContain('02-01-01-01');
    const demoted = await loginAs(app, 'admin01', ROOT);
    expect(demoted.user.userType).toBe(0);
  });

  test('an operator may not transfer', async () => {
    const operator = await loginAs(app, 'operator01');
    const answer = await call(app, {
      path: '/server-platform/api/org/getTransferCandidates',
      token: operator.token,
    });
    expect(answer).toEqual({ code: 10403, msg: '仅机构管理员可转移机构', data: null });
  });

  test('a password longer than any password is refused before it is checked, so it counts as no wrong attempt', async () => {
    const admin = await loginAs(app, 'admin01', ROOT);
    const candidates = await call<Array<{ identityId: string }>>(app, {
      path: '/server-platform/api/org/getTransferCandidates',
      token: admin.token,
    });
    const answer = await call(app, {
      method: 'POST',
      path: '/server-platform/api/org/transferAdmin',
      token: admin.token,
      body: { identityId: candidates.data[0].identityId, password: 'x'.repeat(33) },
    });
    expect(answer).toEqual({ code: 10400, msg: '密码最大输入长度32', data: null });
    expect(app.db.passwordFailures.size).toBe(0);
  });
});

/**
 * The foundation's user stories in Chromium against the production build: login and its
 * outcomes, the identity chooser, the shell's header, switcher, avatar menu and side menu,
 * changing the password, logging out, and the forced logout on code 10001.
 *
 * Elements are found by role and accessible name, messages by their exact Chinese text.
 * QA accounts are the mock's (mock/README.md); identities and organisation names are read from
 * the login answer, so these tests do not repeat the seed.
 */
import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';
import {
  enterShell,
  enterableIdentities,
  eventually,
  expectHidden,
  expectPath,
  expectText,
  expectVisible,
  identityButton,
  login,
  loginForm,
  revokeSessions,
  textOf,
  e2eSuite,
} from './harness';
import type { Identity, LoginAnswer } from './harness';

const { e2eTest } = e2eSuite();

const ADMIN = { account: 'admin01', password: 'Admin@123' };
const EXPERT = { account: 'expert01', password: 'Expert@123' };
const QA_PASSWORD = 'Test@1234';

function isLoginPath(pathname: string): boolean {
  return pathname.endsWith('/web/user/login') || pathname.endsWith('/api/login');
}

function header(page: Page) {
  return page.getByRole('banner');
}

function avatarButton(page: Page, answer: LoginAnswer) {
  assert.ok(answer.data?.name, 'the login answer carries no user name');
  return page.getByRole('button', { name: answer.data.name });
}

/** Menu items are matched by a name that contains the text: antd's icons add their own label ("logout"). */
async function openAvatarMenuItem(page: Page, answer: LoginAnswer, item: '修改密码' | '退出登录') {
  await avatarButton(page, answer).click();
  const menuItem = page.getByRole('menuitem', { name: item });
  await expectVisible(menuItem, `the avatar menu item ${item}`);
  await menuItem.click();
}

// ---------------------------------------------------------------------------------------------
// /login

e2eTest(
  '/login: an empty submit shows both required messages and sends nothing',
  async ({ page }) => {
    let loginCalls = 0;
    page.on('request', (request) => {
      if (isLoginPath(new URL(request.url()).pathname)) loginCalls += 1;
    });
    await page.goto('/login');
    const form = loginForm(page);
    assert.equal(await form.account.getAttribute('autocomplete'), 'username', '账号 autocomplete');
    assert.equal(
      await form.password.getAttribute('autocomplete'),
      'current-password',
      '密码 autocomplete',
    );
    await expectVisible(form.remember, 'the checkbox 记住账号');

    await form.submit.click();
    await expectText(page, '请输入邮箱/用户名');
    await expectText(page, '请输入密码');
    assert.equal(loginCalls, 0, 'an invalid form must not call login');
  },
);

e2eTest(
  '/login: an account under 6 characters after trimming shows 账号最少6位',
  async ({ page }) => {
    await page.goto('/login');
    const form = loginForm(page);
    await form.account.fill('  abcde  ');
    await form.password.fill('Whatever1');
    await form.submit.click();
    await expectText(page, '账号最少6位');

    await form.account.fill('abcdef');
    await form.submit.click();
    await expectHidden(
      textOf(page, '账号最少6位'),
      'the message 账号最少6位 for a 6-character account',
    );
  },
);

e2eTest('/login: a wrong password shows 账号或密码错误 and stays on /login', async ({ page }) => {
  const answer = await login(page, ADMIN.account, 'Wrong@1234');
  assert.equal(answer.code, 10003);
  await expectText(page, '账号或密码错误');
  await expectPath(page, '/login');
});

e2eTest('/login: admin01 logs in with 登录成功 and goes to /loginChoose', async ({ page }) => {
  const answer = await login(page, ADMIN.account, ADMIN.password);
  assert.equal(answer.code, 0, `${answer.code} ${answer.msg}`);
  await expectText(page, '登录成功');
  await expectPath(page, '/loginChoose');
});

const REDIRECTS: Array<[account: string, path: string]> = [
  ['pending01', '/registerStep4'],
  ['rejectorg01', '/registerStep3'],
  ['rejectexp01', '/expertStep3'],
];
for (const [account, target] of REDIRECTS) {
  e2eTest(`/login: ${account} goes to ${target}`, async ({ page }) => {
    const answer = await login(page, account, QA_PASSWORD);
    assert.equal(answer.code, 0, `${account}: ${answer.code} ${answer.msg}`);
    await expectPath(page, target);
  });
}

const REFUSALS: Array<[account: string, message: string]> = [
  ['expired01', '账号已到期'],
  ['frozen01', '账号已冻结'],
  ['inactive01', '账号未激活'],
];
for (const [account, message] of REFUSALS) {
  e2eTest(`/login: ${account} is told ${message} and stays on /login`, async ({ page }) => {
    await login(page, account, QA_PASSWORD);
    await expectText(page, message);
    await expectPath(page, '/login');
  });
}

async function storedEverywhere(page: Page, context: BrowserContext): Promise<string> {
  const storage = await page.evaluate(() =>
    JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }),
  );
  return storage + JSON.stringify(await context.cookies());
}

function assertPasswordAbsent(stored: string, password: string, when: string) {
  const forms = [
    password,
    encodeURIComponent(password),
    Buffer.from(password).toString('base64'),
    Buffer.from(encodeURIComponent(password)).toString('base64'),
  ];
  for (const form of forms) {
    assert.ok(!stored.includes(form), `${when}: the password is stored (as ${form})`);
  }
}

e2eTest('/login: 记住账号 remembers the account, never the password', async ({ page, context }) => {
  const answer = await login(page, ADMIN.account, ADMIN.password, { remember: true });
  assert.equal(answer.code, 0);
  await expectPath(page, '/loginChoose');
  assertPasswordAbsent(await storedEverywhere(page, context), ADMIN.password, 'at /loginChoose');

  const identity = enterableIdentities(answer)[0];
  await identityButton(page, identity.orgName).first().click();
  await expectPath(page, '/');
  assertPasswordAbsent(await storedEverywhere(page, context), ADMIN.password, 'in the shell');

  // Logging out reloads the page: read storage once that load is over.
  await Promise.all([page.waitForEvent('load'), openAvatarMenuItem(page, answer, '退出登录')]);
  await expectPath(page, '/login');
  assertPasswordAbsent(await storedEverywhere(page, context), ADMIN.password, 'after logging out');

  // The next visit, in a new tab of the same browser profile.
  const next = await context.newPage();
  await next.goto('/login');
  const form = loginForm(next);
  await eventually(async () =>
    assert.equal(await form.account.inputValue(), ADMIN.account, '账号 prefilled'),
  );
  assert.equal(await form.password.inputValue(), '', '密码 must be empty on the next visit');
  assert.equal(await form.remember.isChecked(), true, '记住账号 keeps its stored state');
});

// ---------------------------------------------------------------------------------------------
// /loginChoose

e2eTest('/loginChoose: 选择登录身份 lists one button per identity', async ({ page }) => {
  const answer = await login(page, ADMIN.account, ADMIN.password);
  await expectPath(page, '/loginChoose');
  await expectVisible(
    page.getByRole('heading', { name: '选择登录身份' }),
    'the heading 选择登录身份',
  );
  const identities = answer.data?.identities ?? [];
  assert.ok(identities.length > 0, 'admin01 has no identities');
  for (const identity of identities) {
    await expectVisible(identityButton(page, identity.orgName), `a button for ${identity.orgName}`);
    const sameName = identities.filter((other) => other.orgName.includes(identity.orgName)).length;
    assert.equal(
      await identityButton(page, identity.orgName).count(),
      sameName,
      `buttons naming ${identity.orgName}`,
    );
  }
  // Every identity button spans the card's content, its text at the left edge.
  const boxes = await page.evaluate(
    (names) => {
      const body = document.querySelector('main .ant-card-body');
      if (!body) return null;
      const box = body.getBoundingClientRect();
      const style = getComputedStyle(body);
      const content = {
        left: Math.round(box.left + parseFloat(style.paddingLeft)),
        right: Math.round(box.right - parseFloat(style.paddingRight)),
      };
      const buttons = [...body.querySelectorAll('button')]
        .filter((button) => names.some((name) => button.textContent?.includes(name)))
        .map((button) => {
          const { left, right } = button.getBoundingClientRect();
          return {
            left: Math.round(left),
            right: Math.round(right),
            justify: getComputedStyle(button).justifyContent,
          };
        });
      return { content, buttons };
    },
    identities.map((identity) => identity.orgName),
  );
  assert.ok(boxes, 'the chooser card has no body');
  assert.equal(boxes.buttons.length, identities.length, 'one button box per identity');
  for (const button of boxes.buttons)
    assert.deepEqual(
      button,
      { ...boxes.content, justify: 'flex-start' },
      'an identity button spans the card content, text at its left',
    );
});

const ORG_REFUSALS: Array<[orgStatus: number, message: string]> = [
  [0, '机构待审核'],
  [3, '机构已到期'],
  [4, '机构已被冻结'],
  [5, '机构未激活'],
];

function orgIdentity(answer: LoginAnswer, orgStatus: number): Identity {
  const identity = answer.data?.identities.find(
    (candidate) => candidate.userType !== 2 && candidate.orgStatus === orgStatus,
  );
  assert.ok(identity, `orgstate01 has no identity whose organisation status is ${orgStatus}`);
  return identity;
}

e2eTest(
  '/loginChoose: orgstate01 is stopped by org status 0, 3, 4, 5 and enters with 1',
  async ({ page }) => {
    const answer = await login(page, 'orgstate01', QA_PASSWORD);
    await expectPath(page, '/loginChoose');
    for (const [orgStatus, message] of ORG_REFUSALS) {
      const identity = orgIdentity(answer, orgStatus);
      await identityButton(page, identity.orgName).first().click();
      await expectText(page, message);
      await expectPath(page, '/loginChoose');
    }
    const enterable = orgIdentity(answer, 1);
    await identityButton(page, enterable.orgName).first().click();
    await expectPath(page, '/');
    await expectVisible(
      header(page).getByText(enterable.orgName),
      `the header title ${enterable.orgName}`,
    );
  },
);

e2eTest('/loginChoose: orgstate01 enters with org status 2', async ({ page }) => {
  const answer = await login(page, 'orgstate01', QA_PASSWORD);
  await expectPath(page, '/loginChoose');
  const identity = orgIdentity(answer, 2);
  await identityButton(page, identity.orgName).first().click();
  await expectPath(page, '/');
  await expectVisible(
    header(page).getByText(identity.orgName),
    `the header title ${identity.orgName}`,
  );
});

e2eTest('/loginChoose: expert01 goes straight into the shell', async ({ page }) => {
  const answer = await login(page, EXPERT.account, EXPERT.password);
  assert.equal(answer.code, 0, `${answer.code} ${answer.msg}`);
  await expectPath(page, '/');
  await expectVisible(avatarButton(page, answer), `the avatar button ${answer.data?.name}`);
  const switcher = page.getByRole('button', { name: '切换机构' });
  if ((answer.data?.identities.length ?? 0) > 1) {
    await expectVisible(switcher, 'the switcher 切换机构');
  } else {
    assert.equal(await switcher.count(), 0, 'no switcher 切换机构 with a single identity');
  }
});

// ---------------------------------------------------------------------------------------------
// The shell

e2eTest(
  'shell: header title, 切换机构, avatar menu and side menu for admin01',
  async ({ page }) => {
    const { answer, identity } = await enterShell(page, ADMIN.account, ADMIN.password);
    await expectVisible(
      header(page).getByText(identity.orgName),
      `the header title ${identity.orgName}`,
    );

    for (const name of ['问卷管理', '任务管理', '量表管理']) {
      await expectVisible(page.getByRole('menuitem', { name }), `the side menu entry ${name}`);
    }

    await avatarButton(page, answer).click();
    await expectVisible(
      page.getByRole('menuitem', { name: '修改密码' }),
      'the avatar menu item 修改密码',
    );
    await expectVisible(
      page.getByRole('menuitem', { name: '退出登录' }),
      'the avatar menu item 退出登录',
    );
    await page.keyboard.press('Escape');

    const other = enterableIdentities(answer).find(
      (candidate) => candidate.orgName !== identity.orgName,
    );
    assert.ok(other, 'admin01 needs a second enterable identity with another organisation');
    await page.getByRole('button', { name: '切换机构' }).click();
    const choice = page.getByRole('menuitem', { name: other.orgName });
    await expectVisible(choice, `the switcher entry ${other.orgName}`);
    await choice.first().click();
    await expectVisible(
      header(page).getByText(other.orgName),
      `the header title ${other.orgName} after switching`,
    );
    await expectHidden(
      header(page).getByText(identity.orgName, { exact: true }),
      `the old title ${identity.orgName}`,
    );
  },
);

e2eTest(
  'shell: 修改密码 validates, refuses a wrong old password, and the new one logs in',
  async ({ page }) => {
    const newPassword = 'Newpass123';
    const { answer } = await enterShell(page, ADMIN.account, ADMIN.password);
    await openAvatarMenuItem(page, answer, '修改密码');
    const dialog = page.getByRole('dialog', { name: '修改密码' });
    await expectVisible(dialog, 'the dialog 修改密码');
    const confirm = dialog.getByRole('button', { name: '确定', exact: true });

    await confirm.click();
    await expectVisible(dialog.getByText('原密码不能为空', { exact: true }), '原密码不能为空');
    await expectVisible(dialog.getByText('新密码不能为空', { exact: true }), '新密码不能为空');

    await dialog.getByLabel('原密码', { exact: true }).fill('Wrong1234');
    await dialog.getByLabel('新密码', { exact: true }).fill(newPassword);
    await confirm.click();
    await expectText(page, '原密码错误');
    await expectPath(page, '/');

    await dialog.getByLabel('原密码', { exact: true }).fill(ADMIN.password);
    await confirm.click();
    await expectText(page, '设置成功');
    await expectPath(page, '/login');

    const refused = await login(page, ADMIN.account, ADMIN.password);
    assert.equal(refused.code, 10003, 'the old password must stop working');
    const accepted = await login(page, ADMIN.account, newPassword);
    assert.equal(accepted.code, 0, `the new password: ${accepted.code} ${accepted.msg}`);
    await expectPath(page, '/loginChoose');
  },
);

e2eTest('shell: 退出登录 reloads /login, and / then goes to /login too', async ({ page }) => {
  const { answer } = await enterShell(page, ADMIN.account, ADMIN.password);
  // A real reload (a document load, not a client-side route change): nothing stays in memory.
  await Promise.all([page.waitForEvent('load'), openAvatarMenuItem(page, answer, '退出登录')]);
  await expectPath(page, '/login');
  await page.goto('/');
  await expectPath(page, '/login');
});

e2eTest(
  'shell: a revoked session (10001) logs out once with one toast',
  async ({ page, baseUrl }) => {
    await enterShell(page, ADMIN.account, ADMIN.password);
    // Revoke once the shell's own calls are answered: one still in flight would log out (with its
    // toast) before the reload below, and the reloaded page would then have no session to lose.
    await page.waitForLoadState('networkidle');
    await revokeSessions(baseUrl);
    await page.reload();
    await expectPath(page, '/login');
    const message = '登录已失效，请重新登录';
    await expectText(page, message);
    // Give late answers time to (wrongly) add a second toast before counting.
    await page.waitForTimeout(1000);
    assert.equal(await textOf(page, message).count(), 1, `exactly one toast ${message}`);
  },
);

e2eTest('a logged-in visit to /login goes to /', async ({ page }) => {
  await enterShell(page, ADMIN.account, ADMIN.password);
  await page.goto('/login');
  await expectPath(page, '/');
});

e2eTest(
  'a logged-out visit to /taskManagement comes back there after login and the chooser',
  async ({ page }) => {
    await page.goto('/taskManagement');
    await expectPath(page, '/login');
    assert.equal(new URL(page.url()).searchParams.get('redirect'), '/taskManagement');
    const form = loginForm(page);
    await expectVisible(form.account, 'the input 账号 on /login');
    await form.account.fill(ADMIN.account);
    await form.password.fill(ADMIN.password);
    const [response] = await Promise.all([
      page.waitForResponse((answer) => isLoginPath(new URL(answer.url()).pathname)),
      form.submit.click(),
    ]);
    const [identity] = enterableIdentities((await response.json()) as LoginAnswer);
    await expectPath(page, '/loginChoose');
    await identityButton(page, identity.orgName).first().click();
    await expectPath(page, '/taskManagement');
  },
);

e2eTest('/login: 忘记密码 opens password retrieval', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: '忘记密码', exact: true }).click();
  await expectPath(page, '/retrieve-password');
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildTemplate, parseQuestionnaire } from '../../../mock/questionnaire/questionnaireSheet';
import { createMockApp } from '../../../mock/app';
import { renderPage } from '@/test/renderPage';
import { enabledFileInput, expectTexts } from '@/test/storyQueries';

const label = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);
/** antd names every dialog by the same test id under Jest, so dialogs are found by their title text. */
async function dialogTitled(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = screen
      .queryAllByRole('dialog')
      .find((dialog) => within(dialog).queryByText(title, { exact: true }) !== null);
    if (!found) throw new Error(`no dialog titled ${title}`);
    return found;
  });
}
const newest = (db: Awaited<ReturnType<typeof renderPage>>['mock']['db']) =>
  [...db.questionnaires.values()].sort(
    (a, b) => b.createTime.localeCompare(a.createTime) || Number(b.id) - Number(a.id),
  );

test('the list shows the questionnaires and searches by title', async () => {
  const user = userEvent.setup();
  const { mock } = await renderPage('/questManagement', { account: 'admin01' });
  const total = mock.db.questionnaires.size;
  expect(await screen.findByText(`共${total}条数据`)).toBeInTheDocument();
  const search = screen.getByRole('search');
  await user.type(within(search).getByLabelText('问卷名称'), '睡眠质量');
  await user.click(within(search).getByRole('button', { name: '查询' }));
  const expected = [...mock.db.questionnaires.values()].filter((q) =>
    q.name.includes('睡眠质量'),
  ).length;
  expect(await screen.findByText(`共${expected}条数据`)).toBeInTheDocument();
});

test('uploading the template adds it to the list with 导入成功; a wrong file type is refused in the browser', async () => {
  const user = userEvent.setup({ applyAccept: false });
  const { mock } = await renderPage('/questManagement', { account: 'admin01' });
  const before = mock.db.questionnaires.size;
  await screen.findByText(`共${before}条数据`);
  await user.upload(await enabledFileInput(), new File(['x'], '问卷.txt', { type: 'text/plain' }));
  expect(await screen.findByText('只能上传 .xls/.xlsx 格式文件')).toBeInTheDocument();
  expect(mock.db.questionnaires.size).toBe(before);

  const template = buildTemplate();
  // The upload's input is replaced after each pick: find it again.
  await user.upload(
    await enabledFileInput(),
    new File([new Uint8Array(template)], '员工问卷.xlsx'),
  );
  expect(await screen.findByText('员工问卷.xlsx导入成功')).toBeInTheDocument();
  expect(mock.db.questionnaires.size).toBe(before + 1);
  expect(await screen.findByText(`共${before + 1}条数据`)).toBeInTheDocument();
  expect(screen.getByText('员工心理健康调查问卷')).toBeInTheDocument();
});

test('a malformed spreadsheet answers 导入失败 with the reason and creates nothing', async () => {
  const user = userEvent.setup();
  const { mock } = await renderPage('/questManagement', { account: 'admin01' });
  const before = mock.db.questionnaires.size;
  await screen.findByText(`共${before}条数据`);
  await user.upload(
    await enabledFileInput(),
    new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])], '坏文件.xlsx'),
  );
  expect(
    await screen.findByText('坏文件.xlsx导入失败：文件已损坏或不是有效的Excel文件，请使用问卷模板'),
  ).toBeInTheDocument();
  expect(mock.db.questionnaires.size).toBe(before);
});

test('问卷编辑 checks its fields, shows 提交中... and saves; focus returns to 编辑', async () => {
  const user = userEvent.setup();
  const { mock } = await renderPage('/questManagement', { account: 'admin01' });
  const first = newest(mock.db).find((q) => q.orgId === mock.db.qaOrgs.comprehensive);
  if (!first) throw new Error('no own questionnaire');
  const row = await screen.findByRole('row', { name: new RegExp(first.name) });
  await user.click(within(row).getByRole('button', { name: label('编辑') }));
  const dialog = await dialogTitled('问卷编辑');
  const name = within(dialog).getByLabelText('问卷名称');
  await user.clear(name);
  await user.clear(within(dialog).getByLabelText('指导语'));
  await user.type(within(dialog).getByLabelText('指导语'), '   ');
  await user.click(within(dialog).getByRole('button', { name: '提交' }));
  await expectTexts(dialog, ['请输入问卷名称', '不能为纯空格']);

  await user.type(name, '修改后的问卷');
  await user.clear(within(dialog).getByLabelText('指导语'));
  await user.type(within(dialog).getByLabelText('指导语'), '新的指导语');
  await user.click(within(dialog).getByRole('button', { name: '提交' }));
  expect(await within(dialog).findByRole('button', { name: '提交中...' })).toBeDisabled();
  expect(await screen.findByText('编辑成功')).toBeInTheDocument();
  expect(mock.db.questionnaires.get(first.id)).toMatchObject({
    name: '修改后的问卷',
    guidance: '新的指导语',
  });
  // The dialog is gone and focus is back on the 编辑 that opened it.
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
  expect(within(row).getByRole('button', { name: label('编辑') })).toHaveFocus();
});

test('trial: every question type, 必填 marks, 请检查必填项 on a failed submit, nothing saved', async () => {
  const user = userEvent.setup();
  // The template's paper, stored as an import would store it (the upload itself is tested above).
  const mock = createMockApp();
  mock.db.questionnaires.set('990001', {
    id: '990001',
    createTime: '2099-01-01 00:00:00',
    source: 0,
    orgId: mock.db.qaOrgs.comprehensive,
    fileUrl: '',
    ...parseQuestionnaire(buildTemplate()),
  });
  await renderPage('/questManagement', { account: 'admin01', mock });
  const row = await screen.findByRole('row', { name: /员工心理健康调查问卷/ });
  // 查看 is one Tab stop: a link, not a button inside a link.
  expect(within(row).getByRole('link', { name: '查看' })).toHaveAttribute(
    'href',
    '/questManagement/detail/990001',
  );
  expect(within(row).queryByRole('button', { name: label('查看') })).not.toBeInTheDocument();
  await user.click(within(row).getByRole('button', { name: label('试用') }));
  const dialog = await dialogTitled('试用：员工心理健康调查问卷');
  // The three required questions carry antd's required mark, and no question its builder's type.
  expect(
    await within(dialog).findAllByText(/^\S+\. /, { selector: 'label.ant-form-item-required' }),
  ).toHaveLength(3);
  expect(within(dialog).queryByText(/^(单选题|多选题|填空题)/)).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: '提交' }));
  expect(await screen.findByText('请检查必填项')).toBeInTheDocument();

  await user.click(within(dialog).getByLabelText('很好'));
  await user.click(within(dialog).getByLabelText('运动'));
  await user.click(within(dialog).getByLabelText('听音乐'));
  await user.click(within(dialog).getByLabelText('倾诉'));
  await user.click(within(dialog).getByLabelText('阅读'));
  expect(await within(dialog).findByText('选择最大数量3个')).toBeInTheDocument();
  await user.click(within(dialog).getByLabelText('阅读'));
  await user.click(within(dialog).getAllByLabelText('其他')[0]);
  await user.click(within(dialog).getByLabelText('您最希望获得哪类心理服务？ 其他'));
  await user.paste('一'.repeat(35));
  expect(within(dialog).getByLabelText('您最希望获得哪类心理服务？ 其他')).toHaveValue(
    '一'.repeat(30),
  );
  const before = mock.db.survey.fillRecords.size;
  await user.click(within(dialog).getByRole('button', { name: '提交' }));
  expect(await screen.findByText('试用提交成功，答案未保存')).toBeInTheDocument();
  expect(mock.db.survey.fillRecords.size).toBe(before);
});

test('the detail shows the record and the paper; 下载 only for the owner of a kept file', async () => {
  const mock = createMockApp();
  const { comprehensive, customer } = mock.db.qaOrgs;
  const own = newest(mock.db).find((row) => row.orgId === comprehensive);
  const child = newest(mock.db).find((row) => row.orgId === customer);
  if (!own || !child) throw new Error('the seed lacks a questionnaire of the QA root or customer');
  const view = await renderPage(`/questManagement/detail/${own.id}`, { account: 'admin01', mock });
  expect(await screen.findByText('问卷题目')).toBeInTheDocument();
  expect(screen.getByText(own.name)).toBeInTheDocument();
  expect(screen.getByText(own.id)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: label('下载') })).toBeInTheDocument();
  view.unmount();

  // The parent organisation sees its customer's questionnaire, but does not own its file.
  await renderPage(`/questManagement/detail/${child.id}`, { account: 'admin01', mock });
  expect(await screen.findByText(child.name)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: label('下载') })).not.toBeInTheDocument();
});

test('编辑 and 删除 follow the button codes, also on a row of an organisation below', async () => {
  const user = userEvent.setup();
  const { mock, store } = await renderPage('/questManagement', { account: 'admin01' });
  const own = store.getState().session.userDetails?.orgId;
  const other = newest(mock.db).find((row) => row.orgId !== own);
  if (!other) throw new Error('the seed needs a questionnaire of an organisation below');
  const search = await screen.findByRole('search');
  await user.type(within(search).getByLabelText('问卷名称'), other.name);
  await user.click(within(search).getByRole('button', { name: '查询' }));
  const row = await screen.findByRole('row', { name: new RegExp(`^${other.id}\\b`) });
  expect(within(row).getByRole('button', { name: label('编辑') })).toBeInTheDocument();
  expect(within(row).getByRole('button', { name: label('删除') })).toBeInTheDocument();
});

test('operator01 sees the list without upload, edit or delete', async () => {
  await renderPage('/questManagement', { account: 'operator01' });
  expect(await screen.findAllByRole('button', { name: label('试用') })).not.toHaveLength(0);
  expect(screen.getByRole('button', { name: /下载模板/ })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /上传问卷/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: label('编辑') })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: label('删除') })).not.toBeInTheDocument();
});

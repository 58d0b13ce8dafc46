import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildFormTemplate } from '../../../mock/form-template/formSheet';
import { renderPage } from '@/test/renderPage';
import { enabledFileInput, expectTexts } from '@/test/storyQueries';

const OK = /^确\s?定$/;
const dataRows = () => screen.getAllByRole('row').slice(1);
const rowOf = (name: string) => {
  const row = dataRows().find((one) => within(one).queryByText(name));
  if (!row) throw new Error(`no row ${name}`);
  return row;
};
const confirmDialog = async (user: ReturnType<typeof userEvent.setup>) => {
  const buttons = await screen.findAllByRole('button', { name: OK });
  await user.click(buttons.at(-1)!);
};

test('the editor builds a case template of two groups with a 必填 question, previewed unsaved; 确认且提交 makes it 待使用, then 使用 the one in use', async () => {
  const user = userEvent.setup();
  const view = await renderPage('/forms/case/new', { account: 'admin01' });
  const { mock } = view;
  const before = mock.db.forms.templates.size;
  // Nothing filled: the editor says why and sends nothing.
  await user.click(await screen.findByRole('button', { name: '保存草稿' }));
  expect((await screen.findAllByText('请输入表单名称')).length).toBeGreaterThan(0);
  expect(screen.getByText('分组名称不能为空')).toBeInTheDocument();
  expect(mock.db.forms.templates.size).toBe(before);

  expect(screen.getByText('请输入指导语')).toBeInTheDocument();
  expect(screen.getByText('请输入结束语')).toBeInTheDocument();

  await user.type(screen.getByLabelText('表单名称'), '青少年个案记录');
  await user.type(screen.getByLabelText('指导语'), '请在会谈后24小时内填写。');
  await user.type(screen.getByLabelText('结束语'), '感谢您的记录。');
  await user.type(screen.getByLabelText('分组1名称'), '主诉');
  await user.type(screen.getByLabelText('第1题题目内容'), '来访者情绪状态');
  await user.type(screen.getByLabelText('第1题选项1'), '平稳');
  await user.type(screen.getByLabelText('第1题选项2'), '低落');
  await user.click(screen.getByRole('switch', { name: '第1题必填' }));
  await user.click(screen.getByRole('button', { name: /添加分组/ }));
  await user.type(screen.getByLabelText('分组2名称'), '小结');
  await user.click(screen.getByRole('button', { name: /在分组2中添加题目/ }));
  await user.type(screen.getByLabelText('第2题题目内容'), '咨询小结');
  await user.click(screen.getByRole('combobox', { name: '第2题题型' }));
  await user.click(await screen.findByTitle('填空题'));
  expect(screen.queryByLabelText('第2题选项1')).not.toBeInTheDocument();
  // The second group moves up and back down.
  await user.click(screen.getByRole('button', { name: '上移分组2' }));
  expect(screen.getByLabelText('分组1名称')).toHaveValue('小结');
  await user.click(screen.getByRole('button', { name: '下移分组1' }));
  expect(screen.getByLabelText('分组1名称')).toHaveValue('主诉');

  // 预览 shows the template as typed, unsaved, in the real panel: an empty 提交 is refused.
  await user.click(screen.getByRole('button', { name: '预览' }));
  const preview = await screen.findByRole('dialog');
  expect(within(preview).getByText('预览：青少年个案记录')).toBeInTheDocument();
  expect(within(preview).getByRole('region', { name: '指导语' })).toHaveTextContent(
    '请在会谈后24小时内填写。',
  );
  await user.click(within(preview).getByRole('button', { name: '提交' }));
  expect(await screen.findByText('请检查必填项')).toBeInTheDocument();
  // 必填 under the one required question (第1题), not under 咨询小结.
  await waitFor(() =>
    expect(
      within(preview).getAllByText('必填', { selector: '.ant-form-item-explain-error' }),
    ).toHaveLength(1),
  );
  expect(mock.db.forms.templates.size).toBe(before);
  await user.click(within(preview).getByRole('button', { name: '关闭' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  await user.click(screen.getByRole('button', { name: '保存草稿' }));
  expect(await screen.findByText('保存成功')).toBeInTheDocument();
  await waitFor(() => expect(view.currentPath()).toBe('/forms/case'));
  const saved = [...mock.db.forms.templates.values()].find((row) => row.name === '青少年个案记录')!;
  expect(saved).toMatchObject({
    status: 0,
    used: 0,
    questionNum: 2,
    guidance: '请在会谈后24小时内填写。',
    confidAgreement: '',
    closingWord: '感谢您的记录。',
  });
  expect(saved.questionList.map((group) => group.questionContent)).toEqual(['主诉', '小结']);
  expect(saved.questionList[0].childList?.[0]).toMatchObject({ isMust: 1, questionType: 0 });
  expect(saved.questionList[1].childList?.[0]).toMatchObject({ isMust: 0, questionType: 2 });

  await user.click(
    within(await waitFor(() => rowOf('青少年个案记录'))).getByRole('button', {
      name: '确认且提交',
    }),
  );
  await confirmDialog(user);
  expect(await screen.findByText('提交成功')).toBeInTheDocument();
  expect(saved.status).toBe(1);
  await waitFor(() =>
    expect(
      within(rowOf('青少年个案记录')).queryByRole('button', { name: '编辑' }),
    ).not.toBeInTheDocument(),
  );
  expect(within(rowOf('青少年个案记录')).getByText('待使用')).toBeInTheDocument();
  // The template in use has no 使用 to offer.
  expect(
    within(rowOf('默认个案表单')).queryByRole('button', { name: '使用' }),
  ).not.toBeInTheDocument();
  await user.click(within(rowOf('青少年个案记录')).getByRole('button', { name: '使用' }));
  await confirmDialog(user);
  expect(await screen.findByText('使用成功')).toBeInTheDocument();
  const inUse = [...mock.db.forms.templates.values()].filter(
    (row) => row.kind === 'case' && row.orgId === saved.orgId && row.used === 1,
  );
  expect(inUse.map((row) => row.id)).toEqual([saved.id]);
  await waitFor(() =>
    expect(within(rowOf('青少年个案记录')).getByText('使用中')).toBeInTheDocument(),
  );
  // The default template, in use before, is no longer: it offers 使用 again.
  expect(within(rowOf('默认个案表单')).getByRole('button', { name: '使用' })).toBeInTheDocument();
});

test('a name, 指导语, 特别声明 or 结束语 of only spaces is refused beside its field and nothing is saved', async () => {
  const user = userEvent.setup();
  const { mock } = await renderPage('/forms/satisfaction/new', { account: 'admin01' });
  const before = mock.db.forms.templates.size;
  for (const label of ['表单名称', '指导语', '特别声明', '结束语'])
    await user.type(await screen.findByLabelText(label), '   ');
  await user.click(screen.getByRole('button', { name: '保存草稿' }));
  // Each message is beside its own field: the field is described by it.
  const described = (label: string, msg: RegExp) =>
    waitFor(() => expect(screen.getByLabelText(label)).toHaveAccessibleDescription(msg));
  await described('表单名称', /^不能为纯空格/);
  await described('指导语', /^不能为纯空格/);
  await described('特别声明', /^特别声明不能为纯空格/);
  await described('结束语', /^不能为纯空格/);
  expect(mock.db.forms.templates.size).toBe(before);
});

test('preview fills the template in the real panel: 提交 empty says 请检查必填项 and 必填 under each required question', async () => {
  const user = userEvent.setup();
  await renderPage('/forms/case', { account: 'admin01' });
  await user.click(
    within(await waitFor(() => rowOf('默认个案表单'))).getByRole('button', { name: '预览' }),
  );
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('风险评估')).toBeInTheDocument();
  // The template's texts: 指导语 and 特别声明 before the questions, 结束语 after them.
  expect(within(dialog).getByRole('region', { name: '指导语' })).toHaveTextContent(
    '请在会谈结束后24小时内完成本记录',
  );
  expect(within(dialog).getByRole('region', { name: '特别声明' })).toHaveTextContent(
    '本记录为来访者的保密资料',
  );
  expect(within(dialog).getByRole('region', { name: '结束语' })).toHaveTextContent(
    '感谢您认真、及时的记录',
  );
  await user.click(within(dialog).getByRole('button', { name: '提交' }));
  expect(await screen.findByText('请检查必填项')).toBeInTheDocument();
  // Each field shows its message as its own check settles: wait for them all, not the first
  // (findAll answers as soon as one is there; CI36 read 2).
  await waitFor(() =>
    expect(
      within(dialog).getAllByText('必填', { selector: '.ant-form-item-explain-error' }).length,
    ).toBeGreaterThan(3),
  );
});

test('import: a malformed file says why and stores nothing; the template imports as a draft', async () => {
  const user = userEvent.setup({ applyAccept: false });
  const { mock } = await renderPage('/forms/satisfaction', { account: 'admin01' });
  await screen.findByText('共3条数据');
  const before = mock.db.forms.templates.size;
  await user.upload(
    await enabledFileInput(),
    new File([new Uint8Array(buildFormTemplate('case'))], '个案.xlsx'),
  );
  // A case template read as a survey: its options carry no score.
  expect(
    await screen.findByText(
      '个案.xlsx导入失败：第2行：满意度选项须写成“选项:分值”，分值为0-100的整数',
    ),
  ).toBeInTheDocument();
  expect(mock.db.forms.templates.size).toBe(before);
  await user.upload(
    await enabledFileInput(),
    new File([new Uint8Array(buildFormTemplate('satisfaction'))], '满意度.xlsx'),
  );
  expect(await screen.findByText('满意度.xlsx导入成功')).toBeInTheDocument();
  expect(mock.db.forms.templates.size).toBe(before + 1);
  expect(await screen.findByText('共4条数据')).toBeInTheDocument();
});

test('a to-use template offers neither 编辑 nor 删除; a draft is deleted after confirming', async () => {
  const user = userEvent.setup();
  const { mock } = await renderPage('/forms/satisfaction', { account: 'admin01' });
  const used = await waitFor(() => rowOf('咨询满意度问卷'));
  expect(within(used).queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
  expect(within(used).queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
  expect(within(used).queryByRole('button', { name: '使用' })).not.toBeInTheDocument();
  const draft = [...mock.db.forms.templates.values()].find(
    (row) => row.name === '新版满意度问卷（草稿）',
  )!;
  await user.click(within(rowOf(draft.name)).getByRole('button', { name: '删除' }));
  await confirmDialog(user);
  expect(await screen.findByText('删除成功')).toBeInTheDocument();
  expect(mock.db.forms.templates.has(draft.id)).toBe(false);
});

test('自定义字段: the six seeded fields; a new single-choice field needs two options', async () => {
  const user = userEvent.setup();
  const { mock } = await renderPage('/forms/custom-fields', { account: 'admin01' });
  expect(await screen.findByText('紧急联系人电话（旧）')).toBeInTheDocument();
  expect(dataRows()).toHaveLength(6);
  await user.click(screen.getByRole('button', { name: '新增' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('字段名称'), '学历');
  await user.click(within(dialog).getByRole('combobox', { name: '字段类型' }));
  await user.click(await screen.findByTitle('单选'));
  await user.type(within(dialog).getByRole('combobox', { name: '选项' }), '本科{enter}');
  await user.click(within(dialog).getByRole('button', { name: OK }));
  await expectTexts(dialog, ['单选、多选字段至少需要2个选项']);
  await user.type(within(dialog).getByRole('combobox', { name: '选项' }), '硕士{enter}');
  await user.click(within(dialog).getByRole('button', { name: OK }));
  expect(await screen.findByText('保存成功')).toBeInTheDocument();
  const added = [...mock.db.forms.customFields.values()].find((row) => row.name === '学历');
  expect(added).toMatchObject({
    fieldType: 'single',
    options: ['本科', '硕士'],
    enabled: 1,
    sort: 6,
  });
});

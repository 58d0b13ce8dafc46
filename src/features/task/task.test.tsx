import '@/test/imageCropUnderJest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type AxiosAdapter } from 'axios';
import { createMockApp } from '../../../mock/app';
import { http } from '@/shared/request/http';
import { renderPage } from '@/test/renderPage';
import { expectTexts, rowWith } from '@/test/storyQueries';

const label = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);

async function dialogTitled(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = screen
      .queryAllByRole('dialog')
      .find((dialog) => within(dialog).queryByText(title, { exact: true }) !== null);
    if (!found) throw new Error(`no dialog titled ${title}`);
    return found;
  });
}

test('row actions follow the status; end asks first and changes the status', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const firstPage = [...mock.db.survey.tasks.values()]
    .sort((a, b) => Number(b.id) - Number(a.id))
    .slice(0, 10);
  const running = firstPage.find((task) => task.status === 1);
  if (!running) throw new Error('no running task on the first page');
  await renderPage('/taskManagement', { account: 'admin01', mock });
  expect(await screen.findByText(`共${mock.db.survey.tasks.size}条数据`)).toBeInTheDocument();
  // Found by its title, the key column (the ID waits in 列设置 so the default columns fit).
  const row = await rowWith(running.name);
  expect(within(row).getByRole('button', { name: label('暂停') })).toBeInTheDocument();
  expect(within(row).queryByRole('button', { name: label('发布') })).not.toBeInTheDocument();
  expect(within(row).queryByRole('button', { name: label('删除') })).not.toBeInTheDocument();
  await user.click(within(row).getByRole('button', { name: label('结束') }));
  await user.click(await screen.findByRole('button', { name: label('确定') }));
  await waitFor(() => expect(mock.db.survey.tasks.get(running.id)?.status).toBe(3));
  expect(await within(row).findByText('已结束')).toBeInTheDocument();
});

test('share shows the fill link and a QR code; closing it gives focus back to 分享', async () => {
  const user = userEvent.setup();
  await renderPage('/taskManagement', { account: 'admin01' });
  const [share] = await screen.findAllByRole('button', { name: label('分享') });
  await user.click(share);
  const link = await screen.findByLabelText('任务链接');
  expect((link as HTMLInputElement).value).toMatch(/\/h5\/task\?taskId=\d+$/);
  // Closed, the dialog gives focus back to the 分享 that opened it.
  const dialog = screen.getByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: '关闭' }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
  expect(share).toHaveFocus();
});

test('create: an empty submit shows every rule; the dialogs ask for a selection', async () => {
  const user = userEvent.setup();
  await renderPage('/taskManagement/add', { account: 'admin01' });
  await user.click(await screen.findByRole('button', { name: label('保存') }));
  await expectTexts(document.body, [
    '标题不能为空',
    '开始时间不能为空',
    '结束时间不能为空',
    '请选择发布对象',
    '请选择问卷',
  ]);
  // The chooser's group names its error and has no aria-invalid, which a group may not carry.
  const chooser = screen
    .getAllByRole('group')
    .find((group) => within(group).queryByRole('button', { name: '选择问卷' }));
  expect(chooser).toHaveAccessibleDescription('请选择问卷');
  expect(chooser).not.toHaveAttribute('aria-invalid');

  await user.click(screen.getByLabelText('部分用户'));
  await user.click(screen.getByRole('button', { name: label('保存') }));
  expect(await screen.findByText('请选择部分用户')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: '添加对象' }));
  const objects = await dialogTitled('添加对象');
  await user.click(within(objects).getByRole('button', { name: label('确定') }));
  expect(await screen.findByText('请选择对象')).toBeInTheDocument();
  await user.click(within(objects).getByRole('button', { name: label('取消') }));

  await user.click(screen.getByRole('button', { name: '选择问卷' }));
  const choose = await dialogTitled('选择问卷');
  await user.click(within(choose).getByRole('button', { name: label('确定') }));
  expect(await screen.findByText('请先选择问卷')).toBeInTheDocument();
});

test('a detail that timed out says so and offers 重试, which loads it; an unknown id is 任务不存在', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const { unmount } = await renderPage('/taskManagement', { account: 'admin01', mock });
  const [view] = await screen.findAllByRole('button', { name: label('查看') });
  // renderPage plugged the mock in; the first detail call now times out.
  const send = http.defaults.adapter as AxiosAdapter;
  let timedOut = false;
  http.defaults.adapter = (config) => {
    if (!timedOut && config.url?.endsWith('/api/task/detail')) {
      timedOut = true;
      return Promise.reject(new AxiosError('timeout of 15000ms exceeded', 'ECONNABORTED', config));
    }
    return send(config);
  };
  await user.click(view);
  const retry = await screen.findByRole('button', { name: '重试' });
  expect(timedOut).toBe(true);
  expect(screen.queryByText('任务不存在')).not.toBeInTheDocument();
  await user.click(retry);
  expect(await screen.findByRole('tab', { name: '填写情况' })).toBeInTheDocument();
  unmount();

  await renderPage('/taskManagement/detail/99999999', { account: 'admin01', mock });
  expect(await screen.findByText('任务不存在')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
});

test('fill status: counts, the two-decimal fill rate and the people table of the 5,000-person task', async () => {
  const mock = createMockApp();
  const id = mock.db.survey.bigTaskId;
  const user = userEvent.setup();
  await renderPage(`/taskManagement/detail/${id}`, { account: 'admin01', mock });
  await user.click(await screen.findByRole('tab', { name: '填写情况' }));
  const records = mock.db.survey.fillRecords.get(id) ?? [];
  const answered = records.filter((record) => record.fillStatus === 1).length;
  const partly = records.length - answered;
  expect(await screen.findByText('5,000')).toBeInTheDocument();
  expect(screen.getByText(((answered + partly) / 50).toFixed(2) + '%')).toBeInTheDocument();
  expect(await screen.findByText('共5000条数据')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '导出PDF报告' }));
  expect(await screen.findByText('请先选择答题人')).toBeInTheDocument();
});

test('operator01 sees tasks with 分享 but no create, edit, publish, pause, end or delete', async () => {
  await renderPage('/taskManagement', { account: 'operator01' });
  expect(await screen.findAllByRole('button', { name: label('分享') })).not.toHaveLength(0);
  for (const name of ['新建', '编辑', '发布', '暂停', '结束', '删除']) {
    expect(screen.queryByRole('button', { name: label(name) })).not.toBeInTheDocument();
  }
});

test('after the organisation page, the task form asks the task area for its department tree and offers it', async () => {
  const user = userEvent.setup();
  const mock = createMockApp();
  const asked: string[] = [];
  const handle = mock.handle.bind(mock);
  mock.handle = (req) => {
    if (req.path.endsWith('/dept/getDeptTree')) asked.push(req.path);
    return handle(req);
  };
  const { store, unmount } = await renderPage('/om/dept-people', { account: 'admin01', mock });
  const orgId = store.getState().session.userDetails?.orgId;
  const [dept] = [...mock.db.departments.values()].filter((row) => row.orgId === orgId);
  if (!dept) throw new Error('the seed gives the QA organisation no department');

  const tree = await screen.findByRole('tree', { name: '部门树' });
  expect(await within(tree).findByText(dept.name)).toBeInTheDocument();
  expect(asked).toEqual(['/server-platform/api/dept/getDeptTree']);
  unmount();

  await renderPage('/taskManagement/add', { account: 'admin01', mock });
  await user.click(await screen.findByLabelText('按部门'));
  await user.click(await screen.findByLabelText('部门', { selector: 'input' }));
  expect(await screen.findByTitle(dept.name)).toBeInTheDocument();
  // Under one shared endpoint name the task form would have asked the organisation's URL again.
  expect(asked.slice(1)).toEqual(['/api/dept/getDeptTree']);
});

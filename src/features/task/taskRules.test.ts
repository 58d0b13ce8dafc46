import { moment } from '@/shared/utils/dates';
import { fillRate, formatPercent } from '@/shared/utils/format';
import { PERM } from '@/shared/session/permissions';
import {
  TASK_ACTIONS,
  actionsFor,
  disabledEndDate,
  disabledStartDate,
  taskFillUrl,
  toSavePayload,
  type TaskFormValues,
} from './taskRules';

const ALL = Object.values(PERM);

test.each([
  [0, ['edit', 'delete']],
  [1, ['edit', 'pause', 'end']],
  [2, ['edit', 'publish', 'end', 'delete']],
  [3, ['edit', 'delete']],
] as const)('status %i offers %j (assessment spec §4)', (status, actions) => {
  expect(TASK_ACTIONS[status]).toEqual(actions);
  expect(actionsFor(status, ALL)).toEqual(actions);
});

test('actions need their button codes', () => {
  expect(actionsFor(2, [PERM.taskPublish, PERM.taskDelete])).toEqual(['publish', 'delete']);
  expect(actionsFor(1, [PERM.taskEnd])).toEqual(['end']);
  expect(actionsFor(1, [])).toEqual([]);
});

test('start picker: days before yesterday are disabled; running or paused tasks cannot start after the end', () => {
  const end = moment().add(10, 'day');
  expect(disabledStartDate(moment().subtract(2, 'day'), undefined, undefined)).toBe(true);
  expect(disabledStartDate(moment().subtract(1, 'day'), undefined, undefined)).toBe(false);
  expect(disabledStartDate(moment().add(20, 'day'), 1, end)).toBe(true);
  expect(disabledStartDate(moment().add(20, 'day'), 2, end)).toBe(true);
  expect(disabledStartDate(moment().add(20, 'day'), 0, end)).toBe(false);
  expect(disabledStartDate(moment().add(5, 'day'), 1, end)).toBe(false);
});

test('end picker: days before today or before the start are disabled', () => {
  expect(disabledEndDate(moment().subtract(1, 'day'), undefined)).toBe(true);
  expect(disabledEndDate(moment(), undefined)).toBe(false);
  expect(disabledEndDate(moment().add(2, 'day'), moment().add(5, 'day'))).toBe(true);
  expect(disabledEndDate(moment().add(5, 'day'), moment().add(5, 'day'))).toBe(false);
});

const values: TaskFormValues = {
  name: '  部门普查 ',
  startTime: moment('2030-01-02 08:30:00'),
  endTime: moment('2030-02-03 18:00:05'),
  releaseObj: 0,
  deptIds: ['11', '12'],
  users: [
    { id: '7', name: '甲', username: 'a' },
    { id: '8', name: '乙', username: 'b' },
  ],
  formId: '900001',
  coverImg: '/files/abc/cover.png',
};

test('the save payload is exactly spec §7: times as YYYY-MM-DD HH:mm:ss, users only for release object 0', () => {
  expect(toSavePayload(values, { orgId: '100001' })).toEqual({
    id: '',
    name: '部门普查',
    startTime: '2030-01-02 08:30:00',
    endTime: '2030-02-03 18:00:05',
    releaseObj: 0,
    userIdList: ['7', '8'],
    formId: '900001',
    deptIds: '',
    coverImg: '/files/abc/cover.png',
    orgId: '100001',
    status: 0,
  });
});

test('by department: comma-joined department ids, no users; an edit keeps id, status and questionnaire', () => {
  const payload = toSavePayload(
    { ...values, releaseObj: 2, formId: undefined, coverImg: undefined },
    { id: '42', status: 2, orgId: '100001', formId: '900009' },
  );
  expect(payload).toMatchObject({
    id: '42',
    status: 2,
    releaseObj: 2,
    deptIds: '11,12',
    userIdList: [],
    formId: '900009',
    coverImg: '',
  });
});

test('fill rate: (answered + partly) / covered in percent with two decimals, 0 when nobody is covered', () => {
  expect(formatPercent(fillRate(1, 1, 3))).toBe('66.67%');
  expect(formatPercent(fillRate(2750, 750, 5000))).toBe('70.00%');
  expect(fillRate(0, 0, 0)).toBe(0);
});

test('share link points at the task fill page', () => {
  expect(taskFillUrl('123', 'https://example.com')).toBe('https://example.com/h5/task?taskId=123');
});

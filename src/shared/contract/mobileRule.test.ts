/**
 * One mobile rule (shell spec §5) on both sides: what a counselling form refuses, the mock's
 * declaration refuses with the same message, and what one accepts the other accepts (issue 27, point 17).
 */
import { z } from 'zod';
import * as R from '../validation/rules';
import { runRules } from '../validation/runRules.testUtil';
import { mobile } from './counsellingSchemas';

const LABELS = ['手机号', '紧急联系人手机号', '来电号码', '联系电话', '危机通知手机号'];
const VALUES: [string, 'ok' | 'required' | 'invalid'][] = [
  ['13712345679', 'ok'],
  ['19912345678', 'ok'],
  ['12712345679', 'invalid'],
  ['10012345678', 'invalid'],
  ['1381234567', 'invalid'],
  ['138123456789', 'invalid'],
  ['23812345678', 'invalid'],
  ['', 'required'],
];

const expected = (label: string, kind: 'ok' | 'required' | 'invalid') =>
  kind === 'ok' ? [] : [kind === 'required' ? `${label}不能为空` : `${label}格式不正确`];

describe.each(LABELS)('%s', (label) => {
  test.each(VALUES)('%j: %s', async (value, kind) => {
    const form = [R.required(`${label}不能为空`), R.mobile(R.mobileInvalidMessage(label))];
    expect(await runRules(form, value)).toEqual(expected(label, kind));
    const parsed = z.object({ m: mobile(label) }).safeParse({ m: value });
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => issue.message)).toEqual(
      expected(label, kind),
    );
  });
});

import moment from 'moment';
import type { Rule } from './rules';
import * as R from './rules';
import { compareWith, notFuture } from './dateRules';
import { charLength } from './ruleKit';
import { runRules } from './runRules.testUtil';

type Row = [string, Rule[], unknown, string[]];
const ok: string[] = [];
const tomorrow = moment().add(1, 'day');

const table: Row[] = [
  // login
  ['account empty', R.accountRules, '', ['请输入邮箱/用户名']],
  ['account spaces', R.accountRules, '   ', ['请输入邮箱/用户名']],
  ['account 5 after trim', R.accountRules, '  abcde  ', ['账号最少6位']],
  ['account 6', R.accountRules, 'abcdef', ok],
  ['password empty', R.passwordRules, undefined, ['请输入密码']],
  ['password set', R.passwordRules, 'x', ok],
  // mobile
  ['mobile empty', R.mobileRules, '', ['手机号不能为空']],
  ['mobile second digit 2', R.mobileRules, '12812345678', ['手机号格式不正确']],
  ['mobile 10 digits', R.mobileRules, '1381234567', ['手机号格式不正确']],
  ['mobile 12 digits', R.mobileRules, '138123456789', ['手机号格式不正确']],
  ['mobile ok', R.mobileRules, '13812345678', ok],
  ['mobile 19x ok', R.mobileRules, '19912345678', ok],
  ['mobile 127 (issue 27)', R.mobileRules, '12712345679', ['手机号格式不正确']],
  [
    'labelled mobile',
    [R.mobile(R.mobileInvalidMessage('紧急联系人手机号'))],
    '12712345679',
    ['紧急联系人手机号格式不正确'],
  ],
  // email
  ['email ok', [R.email()], 'a.b-c@mail.example.com', ok],
  ['email 4-letter tld', [R.email()], 'a@b.info', ['邮箱格式不正确']],
  ['email 1-letter tld', [R.email()], 'a@b.c', ['邮箱格式不正确']],
  ['email no at', [R.email()], 'ab.com', ['邮箱格式不正确']],
  ['email variant', [R.email(R.MESSAGES.emailInvalidAlt)], 'x@', ['请输入正确的邮箱格式']],
  ['email blank passes', [R.email()], '', ok],
  // codes
  ['sms code', R.smsCodeRules, ' ', ['验证码不能为空']],
  ['mail code', R.mailCodeRules, undefined, ['邮箱验证码不能为空']],
  ['code set', R.smsCodeRules, '123456', ok],
  // passwords
  ['settings pw 5', [R.settingsPassword], 'abc12', ['请校验密码格式']],
  ['settings pw 19', [R.settingsPassword], 'a'.repeat(19), ['请校验密码格式']],
  ['settings pw symbol', [R.settingsPassword], 'abc12!', ['请校验密码格式']],
  ['settings pw ok', [R.settingsPassword], 'abc123', ok],
  ['settings pw 18 ok', [R.settingsPassword], 'A1'.repeat(9), ok],
  ['label required', [R.requiredLabel('旧密码')], '', ['旧密码不能为空']],
  ['shared pw 7', [R.sharedPassword], 'Ab1!xyz', ['请输入正确的密码格式']],
  ['shared pw space', [R.sharedPassword], 'Ab1! xyz9', ['请输入正确的密码格式']],
  ['shared pw 17', [R.sharedPassword], 'Ab1!'.repeat(4) + 'x', ['请输入正确的密码格式']],
  ['shared pw ok', [R.sharedPassword], 'Ab1!@#_.', ok],
  // name, region, birthday
  ['name empty', R.nameRules, '', ['姓名不能为空']],
  ['name spaces', R.nameRules, '   ', ['姓名不能为空']],
  ['name leading space', R.nameRules, ' 张三', ['姓名长度为1-15个字符且不能空格开头']],
  ['name 16', R.nameRules, '张'.repeat(16), ['姓名长度为1-15个字符且不能空格开头']],
  ['name 15 + trailing space', R.nameRules, '张'.repeat(15) + ' ', ok],
  ['name 1', R.nameRules, '张', ok],
  ['region empty list', R.regionRules, [], ['地区不能为空']],
  ['region set', R.regionRules, ['110000', '110100'], ok],
  ['birthday tomorrow', [notFuture()], tomorrow, ['生日不能晚于今天']],
  ['birthday today', [notFuture()], moment(), ok],
  ['birthday string past', [notFuture()], '1990-01-01', ok],
  // shared patterns
  ['letters only bad', [R.lettersOnly], 'ab1', ['只能输入英文字母']],
  ['letters only ok', [R.lettersOnly], 'abC', ok],
  ['digits only bad', [R.digitsOnly], '12a', ['只能输入数字']],
  ['digits only ok', [R.digitsOnly], '0123', ok],
  ['letters digits bad', [R.lettersDigits], 'ab_1', ['只能输入字母和数字']],
  ['letters digits ok', [R.lettersDigits], 'ab1', ok],
  ['l/d/Chinese bad', [R.lettersDigitsChinese], '张三!', ['只能输入字母、数字和汉字']],
  ['l/d/Chinese ok', [R.lettersDigitsChinese], '张三a1', ok],
  ['minute 60', [R.minute], '60', ['请输入0-59之间的分钟数']],
  ['minute 59', [R.minute], 59, ok],
  ['minute 0', [R.minute], '0', ok],
  ['not only spaces bad', [R.notSpacesOnly], '   ', ['不能为纯空格']],
  ['not only spaces ok', [R.notSpacesOnly], ' a ', ok],
  ['positive int 0', [R.positiveInteger], '0', ['请输入正整数']],
  ['positive int 1.5', [R.positiveInteger], 1.5, ['请输入正整数']],
  ['positive int 12', [R.positiveInteger], 12, ok],
  ['integer 1.2', [R.integer], '1.2', ['请输入整数']],
  ['integer -3', [R.integer], -3, ok],
  ['no spaces bad', [R.noSpaces], 'a b', ['不能包含空格']],
  ['no spaces only spaces', [R.noSpaces], '  ', ['不能包含空格']],
  ['no spaces ok', [R.noSpaces], 'ab', ok],
  ['id 16', [R.idCard], '1234567890123456', ['身份证格式错误']],
  ['id 15', [R.idCard], '123456789012345', ok],
  ['id 18 X', [R.idCard], '11010119900101123X', ok],
  ['1-20 bad', [R.lettersDigits1to20], 'a'.repeat(21), ['请输入1-20位字母或数字']],
  ['1-20 ok', [R.lettersDigits1to20], 'a1', ok],
  ['letters/Chinese bad', [R.lettersChinese], '张1', ['只能输入字母或汉字']],
  ['letters/Chinese ok', [R.lettersChinese], '张a', ok],
  ['6-50 bad char', [R.account6to50], 'abc#def', ['请输入6-50位字母、数字或@_.-']],
  ['6-50 short', [R.account6to50], 'a@b.c', ['请输入6-50位字母、数字或@_.-']],
  ['6-50 ok', [R.account6to50], 'a_b@c.d-e', ok],
  ['phone bad', [R.phone], '12345', ['请输入正确的电话格式']],
  ['phone mobile', [R.phone], '13812345678', ok],
  ['phone landline', [R.phone], '010-12345678', ok],
  ['phone extension', [R.phone], '0571-8888888-123', ok],
  ['money 0', [R.money], '0', ['请输入大于0且最多两位小数的金额']],
  ['money 3 decimals', [R.money], '1.234', ['请输入大于0且最多两位小数的金额']],
  ['money negative', [R.money], -1, ['请输入大于0且最多两位小数的金额']],
  ['money 0.01', [R.money], '0.01', ok],
  ['money 99.9', [R.money], 99.9, ok],
  ['nickname 1', [R.nickname], 'a', ['昵称为2-12位字母、数字或汉字']],
  ['nickname 13', [R.nickname], 'a'.repeat(13), ['昵称为2-12位字母、数字或汉字']],
  ['nickname ok', [R.nickname], '小明a1', ok],
  // generic factories
  ['maxInput 3', [R.maxInput(3)], 'abcd', ['最大输入长度3']],
  ['maxInput counts emoji once', [R.maxInput(3)], 'ab😀', ok],
  ['numberRange low', [R.numberRange(1, 10)], 0, ['范围1-10']],
  ['numberRange text', [R.numberRange(1, 10)], 'x', ['范围1-10']],
  ['numberRange ok', [R.numberRange(1, 10)], '10', ok],
  ['maxLength', [R.maxLength(2)], 'abc', ['输入最大长度2']],
  ['minLength', [R.minLength(4)], 'abc', ['输入最小长度4']],
  ['minLength ok', [R.minLength(3)], 'abc', ok],
  ['maxSelect', [R.maxSelect(2)], [1, 2, 3], ['选择最大数量2个']],
  ['minSelect', [R.minSelect(2)], [1], ['选择最小数量2个']],
  ['minSelect ok', [R.minSelect(2)], [1, 2], ok],
  ['required rejects spaces', [R.required('必填')], '  ', ['必填']],
  ['required allowBlank', [R.required('必填', { allowBlank: true })], '  ', ok],
  ['required zero is a value', [R.required('必填')], 0, ok],
  // custom tags
  ['tags one too short', R.customTagRules, '焦虑,抑,睡眠', ['每个标签必须2-12字']],
  ['tags too few', R.customTagRules, '焦虑，睡眠', ['自定义标签必须3-50个']],
  ['tags repeated count once', R.customTagRules, '焦虑,睡眠,焦虑', ['自定义标签必须3-50个']],
  [
    'tags 51',
    R.customTagRules,
    Array.from({ length: 51 }, (_, i) => `标签${i}`).join(','),
    ['自定义标签必须3-50个'],
  ],
  ['tags ok', R.customTagRules, '焦虑, 睡眠 ,压力,', ok],
  // questionnaire edit
  ['q name empty', R.questionnaireNameRules, '', ['请输入问卷名称']],
  ['q name spaces', R.questionnaireNameRules, '  ', ['不能为纯空格']],
  ['q name 31', R.questionnaireNameRules, '问'.repeat(31), ['最大输入长度30']],
  ['q name ok', R.questionnaireNameRules, '问'.repeat(30), ok],
  ['guidance spaces', R.guidanceRules, ' ', ['不能为纯空格']],
  ['closing empty', R.closingWordRules, undefined, ['请输入结束语']],
  ['statement spaces', R.specialStatementRules, '  ', ['特别声明不能为纯空格']],
  ['statement empty ok', R.specialStatementRules, '', ok],
];

test.each(table)('%s', async (_label, rules, value, expected) => {
  await expect(runRules(rules, value)).resolves.toEqual(expected);
});

describe('confirmPassword', () => {
  const rules = [R.confirmPassword('newPassword')];
  it('rejects a different entry', async () => {
    await expect(runRules(rules, 'abc124', { newPassword: 'abc123' })).resolves.toEqual([
      '两次输入的密码不一致',
    ]);
  });
  it('accepts the same entry', async () => {
    await expect(runRules(rules, 'abc123', { newPassword: 'abc123' })).resolves.toEqual([]);
  });
});

test.each([
  ['', 0],
  ['abc', 3],
  ['中文', 2],
  ['ab😀', 3],
  ['😀😀', 2],
  ['\uD83D', 1], // a lone high surrogate
  ['\uDE00\uD83D', 2], // a low before a high: no pair
  ['\uD83D\uD83D\uDE00', 2], // a lone high, then a pair
  [12345, 5],
])('charLength(%j) is %i, as people count characters', (value, length) => {
  expect(charLength(value)).toBe(length);
  expect(charLength(value)).toBe(Array.from(String(value)).length);
});

test('splitTags takes both commas and drops empty tags', () => {
  expect(R.splitTags(' a ,b，c,, ')).toEqual(['a', 'b', 'c']);
});

describe('cleanFormValues', () => {
  it('trims strings and drops empty ones, walking plain objects and lists', () => {
    const when = moment('2024-01-02');
    expect(
      R.cleanFormValues({
        name: '  张三 ',
        note: '   ',
        gone: undefined,
        n: 0,
        off: false,
        when,
        tags: [' a ', ''],
        nested: { x: ' y ', z: '' },
      }),
    ).toEqual({ name: '张三', n: 0, off: false, when, tags: ['a'], nested: { x: 'y' } });
  });
  it('keeps a list that is not only texts in place: a way-indexed price list does not shift', () => {
    const prices: (string | undefined)[] = [];
    prices[1] = ' 100 ';
    prices[3] = '';
    expect(R.cleanFormValues({ prices, rows: [{ a: '' }, { a: ' b ' }] })).toEqual({
      prices: [undefined, '100', undefined, undefined],
      rows: [{}, { a: 'b' }],
    });
  });
  it('keeps the named fields exactly as typed', () => {
    expect(R.cleanFormValues({ password: ' a b ', account: ' u ' }, ['password'])).toEqual({
      password: ' a b ',
      account: 'u',
    });
  });
});

describe('compareWith', () => {
  const endDate = [
    compareWith('from', (to, from) => to.isBefore(from, 'day'), '结束日期不能早于开始日期'),
  ];
  const from = moment('2026-11-02 15:00');
  it('fails with its message when the comparison says so', async () => {
    expect(await runRules(endDate, moment('2026-11-01 23:00'), { from })).toEqual([
      '结束日期不能早于开始日期',
    ]);
  });
  it('compares at the grain it is given: an earlier hour of the same day passes', async () => {
    expect(await runRules(endDate, moment('2026-11-02 09:00'), { from })).toEqual([]);
  });
  it('passes while either date is empty: saying required is the required rule’s job', async () => {
    expect(await runRules(endDate, undefined, { from })).toEqual([]);
    expect(await runRules(endDate, moment('2026-11-01'), {})).toEqual([]);
  });
});

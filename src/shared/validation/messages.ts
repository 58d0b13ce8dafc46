/**
 * Every validation message of both specs, worded once so all areas say the same thing.
 * Shell spec §5 gives the Chinese text; assessment spec §5 gives English, translated here.
 * Messages marked "ours" were not worded by either spec (listed in docs/building-blocks.md).
 */
export const MESSAGES = {
  // Login (shell §5)
  accountRequired: '请输入邮箱/用户名',
  accountMin: '账号最少6位',
  passwordRequired: '请输入密码',
  // Contact
  mobileRequired: '手机号不能为空',
  mobileInvalid: '手机号格式不正确',
  emailInvalid: '邮箱格式不正确',
  emailInvalidAlt: '请输入正确的邮箱格式',
  smsCodeRequired: '验证码不能为空',
  mailCodeRequired: '邮箱验证码不能为空',
  // Passwords
  settingsPasswordInvalid: '请校验密码格式',
  passwordMismatch: '两次输入的密码不一致',
  sharedPasswordInvalid: '请输入正确的密码格式',
  // Personal information
  nameRequired: '姓名不能为空',
  nameInvalid: '姓名长度为1-15个字符且不能空格开头',
  regionRequired: '地区不能为空',
  birthdayFuture: '生日不能晚于今天',
  // Shared pattern rules (ours unless the spec gives the text)
  lettersOnly: '只能输入英文字母',
  digitsOnly: '只能输入数字',
  lettersDigits: '只能输入字母和数字',
  lettersDigitsChinese: '只能输入字母、数字和汉字',
  minute: '请输入0-59之间的分钟数',
  notOnlySpaces: '不能为纯空格',
  positiveInteger: '请输入正整数',
  integer: '请输入整数',
  noSpaces: '不能包含空格',
  idCard: '身份证格式错误',
  lettersDigits1to20: '请输入1-20位字母或数字',
  lettersChinese: '只能输入字母或汉字',
  account6to50: '请输入6-50位字母、数字或@_.-',
  phone: '请输入正确的电话格式',
  money: '请输入大于0且最多两位小数的金额',
  nickname: '昵称为2-12位字母、数字或汉字',
  // Tags and questionnaires
  tagEachLength: '每个标签必须2-12字',
  tagCount: '自定义标签必须3-50个',
  questionnaireNameRequired: '请输入问卷名称',
  guidanceRequired: '请输入指导语',
  closingWordRequired: '请输入结束语',
  specialStatementSpaces: '特别声明不能为纯空格',
  answerRequired: '必填',
  checkRequired: '请检查必填项',
  // Upload
  imageType: '只能上传 JPG/PNG 格式图片!',
  imageSize: '图片大小必须小于2MB!',
  imageSizeAssessment: '图片大小不能超过2M',
  uploadFailed: '上传失败',
  spreadsheetType: '只能上传 .xls/.xlsx 格式文件',
  // Label distribution wizard
  labelRequired: '请选择标签',
  organisationRequired: '请选择机构',
  // Assessment §5: task
  titleRequired: '标题不能为空',
  startTimeRequired: '开始时间不能为空',
  startAfterEnd: '开始时间不能晚于结束时间',
  endTimeRequired: '结束时间不能为空',
  endBeforeStart: '结束时间不能早于开始时间',
  releaseObjectRequired: '请选择发布对象',
  departmentRequired: '请选择部门',
  questionnaireRequired: '请选择问卷',
  partialUsersRequired: '请选择部分用户',
  objectRequired: '请选择对象',
  chooseQuestionnaireFirst: '请先选择问卷',
  coverRequired: '请先上传封面',
  // Scale, tag, category, recommendation
  scaleNameRequired: '量表名称不能为空',
  introRequired: '简介不能为空',
  spreadsheetRequired: '请上传量表文件',
  tagNameRequired: '标签名称不能为空',
  tagIntroRequired: '标签简介不能为空',
  categoryNameRequired: '分类名称不能为空',
  categoryIntroRequired: '分类简介不能为空',
  statusRequired: '请选择状态',
  priorityRequired: '显示优先级不能为空',
  priorityMin: '显示优先级不能小于0',
  scaleRequired: '请选择量表',
  displayTimeRequired: '请选择展示时间',
  // Related PDF, tag assignment
  pdfOnePerson: 'pdf报告只能选择一个人',
  respondentRequired: '请先选择答题人',
  noPdfReport: '暂无pdf报告',
  scaleOrOrgRequired: '请选择量表或机构',
  // Expert price form
  priceForWay: '选择咨询方式后请填写对应价格',
  wayRequired: '请至少选择一种咨询方式',
  faceAddressRequired: '请选择面询地址',
} as const;

// Generic messages built from a number (shell §5, "Generic messages").
export const maxInputMessage = (n: number): string => `最大输入长度${n}`;
export const rangeMessage = (min: number, max: number): string => `范围${min}-${max}`;
export const maxLengthMessage = (n: number): string => `输入最大长度${n}`;
export const minLengthMessage = (n: number): string => `输入最小长度${n}`;
export const maxSelectMessage = (n: number): string => `选择最大数量${n}个`;
export const minSelectMessage = (n: number): string => `选择最小数量${n}个`;
/** Change-password dialog: the field label followed by 不能为空. */
export const labelRequiredMessage = (label: string): string => `${label}不能为空`;
/**
 * A mobile field's format message: the spec's 手机号格式不正确 for a field labelled 手机号, else
 * its label first (紧急联系人手机号格式不正确, 来电号码格式不正确), as the mock names the field.
 */
export const mobileInvalidMessage = (label = '手机号'): string => `${label}格式不正确`;

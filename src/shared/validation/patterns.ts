/** The regular expressions behind the pattern rules, named once (shell spec §5). */
// Chinese means the common Han block, as the platform checks it.
const HAN = '\\u4e00-\\u9fa5';
export const PATTERNS = {
  mobile: /^1[3-9]\d{9}$/,
  // local part, domain labels, then a 2-3 letter top-level
  email: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,3}$/,
  settingsPassword: /^[A-Za-z0-9]{6,18}$/,
  // letters, digits and ASCII symbols (no spaces, quotes or backslash)
  sharedPassword: /^[A-Za-z0-9~!@#$%^&*()_+\-=[\]{}|;:,.<>?/]{8,16}$/,
  lettersOnly: /^[A-Za-z]+$/,
  digitsOnly: /^\d+$/,
  lettersDigits: /^[A-Za-z0-9]+$/,
  lettersDigitsChinese: new RegExp(`^[A-Za-z0-9${HAN}]+$`),
  minute: /^[0-5]?\d$/,
  positiveInteger: /^[1-9]\d*$/,
  integer: /^-?(0|[1-9]\d*)$/,
  idCard: /^(\d{15}|\d{17}[\dXx])$/,
  lettersDigits1to20: /^[A-Za-z0-9]{1,20}$/,
  lettersChinese: new RegExp(`^[A-Za-z${HAN}]+$`),
  account6to50: /^[A-Za-z0-9@_.-]{6,50}$/,
  // a mobile, or a landline with optional area code and extension
  phone: /^(1[3-9]\d{9}|(0\d{2,3}-?)?\d{7,8}(-\d{1,6})?)$/,
  money: /^(0|[1-9]\d*)(\.\d{1,2})?$/,
  nickname: new RegExp(`^[A-Za-z0-9${HAN}]{2,12}$`),
} as const;

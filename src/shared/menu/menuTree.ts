/**
 * The fixed local menu tree (shell spec §2, §3 "Menu node"): pure data, so the mock can seed
 * role menus from the same codes. A node shows when `isShow` is true, the identity holds its
 * code, and (top level only) the identity's organisation type is listed in `orgTypes`.
 */
interface MenuButton {
  id: string;
  code: string;
  name: string;
}

export interface MenuNode {
  id: string;
  code: string;
  name: string;
  menuDescribe?: string;
  path: string;
  /** Icon name of @ant-design/icons; resolved by the side menu. */
  icons?: string;
  exact?: boolean;
  isShow: boolean;
  /** Organisation types that see this top-level node: 0, 1, 2 organisations, 3 experts. */
  orgTypes?: number[];
  btnList?: MenuButton[];
  childrens?: MenuNode[];
}

const ORGS = [0, 1, 2];
const PROVIDERS = [0, 1];
const EXPERTS = [3];
/** The platform's own organisation: the comprehensive provider (decision 0021). */
const PLATFORM = [0];

function buttons(pageCode: string, names: string[]): MenuButton[] {
  return names.map((name, index) => {
    const code = `${pageCode}-${String(index + 1).padStart(2, '0')}`;
    return { id: code, code, name };
  });
}

function page(
  code: string,
  name: string,
  path: string,
  btnNames: string[] = [],
  isShow = true,
): MenuNode {
  return { id: code, code, name, path, exact: true, isShow, btnList: buttons(code, btnNames) };
}

/** A top-level node: always shown, for the organisation types listed, holding its pages. */
function group(
  code: string,
  name: string,
  path: string,
  icons: string,
  orgTypes: number[],
  childrens: MenuNode[],
): MenuNode {
  return { id: code, code, name, path, icons, isShow: true, orgTypes, childrens };
}

export const MENU_TREE: MenuNode[] = [
  group(
    '01',
    '首页',
    '/home',
    'HomeOutlined',
    [...ORGS, ...EXPERTS],
    [page('01-01-01', '工作台', '/')],
  ),
  group('02', '机构管理', '/om', 'ApartmentOutlined', ORGS, [
    page('02-01-01', '机构查询', '/om/om-query', [
      '新增机构',
      '编辑机构',
      '状态变更',
      '删除机构',
      '代理操作',
    ]),
    page('02-01-02', '客户机构', '/om/customer-org'),
    page('02-01-03', '部门与人员', '/om/dept-people', ['新增人员', '编辑人员', '删除人员']),
    page('02-01-04', '应用管理', '/om/apps', ['分配应用']),
  ]),
  group('03', '角色权限', '/role', 'SafetyCertificateOutlined', ORGS, [
    page('03-01-01', '角色管理', '/role/list', ['新增角色', '编辑角色', '删除角色']),
  ]),
  // The platform operator family (shell spec §6; decision 0021): the platform organisation's own.
  group('04', '平台运营', '/platform', 'CustomerServiceOutlined', PLATFORM, [
    page('04-01-01', '平台运营人员', '/platform/operators', ['新增', '编辑', '冻结恢复']),
  ]),
  group('05', '专家合作', '/cooper', 'TeamOutlined', PROVIDERS, [
    page('05-01-01', '合作专家', '/cooper/experts', ['解除合作']),
    page('05-01-03', '合作申请', '/cooper/apply', ['通过', '驳回']),
  ]),
  group('06', '咨询订单', '/consult', 'ScheduleOutlined', ORGS, [
    page('06-01-01', '咨询订单', '/consult/orders', [
      '取消订单',
      '导出',
      '接单',
      '拒单',
      '改期',
      '转介',
      '完成咨询',
      '确认完成',
      '爽约',
      '新增订单',
      '催单',
      '查看联系方式',
      '推荐',
      '个案查看',
      '个案导出',
      '督导',
    ]),
    page('06-01-02', '热线订单', '/consult/hotline'),
    page('06-01-03', '回访记录', '/consult/follow-up'),
    page('06-01-04', '排班管理', '/consult/schedules', ['编辑排班']),
    page('06-01-05', '时段设置', '/consult/time-buckets', ['编辑']),
    page('06-01-06', '来访者', '/consult/customers', [
      '新增',
      '编辑',
      '归档',
      '恢复',
      '查看联系方式',
      '外部转介',
    ]),
    page('06-01-07', '问题类型', '/consult/problem-types', ['新增', '编辑', '停用', '删除']),
    page('06-01-08', '待办', '/consult/todos'),
    page('06-01-09', '订单设置', '/consult/config', ['保存']),
    page('06-01-10', '候补名单', '/consult/waitlist', ['新增', '撤销', '转为订单']),
  ]),
  group('20', '咨询服务', '/service', 'CalendarOutlined', EXPERTS, [
    page('20-01-01', '我的订单', '/service/orders'),
    page('20-01-02', '我的排班', '/service/schedule'),
  ]),
  group('07', '表单管理', '/forms', 'FormOutlined', PROVIDERS, [
    page('07-01-01', '个案表单', '/forms/case', [
      '新建',
      '编辑',
      '复制',
      '删除',
      '导入',
      '确认且提交',
      '使用',
    ]),
    page('07-01-02', '满意度问卷', '/forms/satisfaction', [
      '新建',
      '编辑',
      '复制',
      '删除',
      '导入',
      '确认且提交',
      '使用',
    ]),
    page('07-01-03', '自定义字段', '/forms/custom-fields', ['新增', '编辑', '启用停用', '删除']),
  ]),
  group('08', '费用管理', '/fee', 'AccountBookOutlined', ORGS, [
    page('08-01-01', '费用列表', '/fee/list', ['导出', '结算']),
    page('08-01-02', '费用明细', '/fee/detail'),
    page('08-01-03', '支付订单', '/fee/pay-orders'),
  ]),
  group('10', '合作伙伴', '/partner', 'ShopOutlined', PROVIDERS, [
    page('10-01-01', '合作伙伴', '/partner/list', ['新增', '编辑', '变更状态', '设置价格']),
  ]),
  group('11', '数据统计', '/stat', 'BarChartOutlined', ORGS, [
    page('11-01-01', '咨询统计', '/stat/consult', ['导出']),
    page('11-01-02', '运营统计', '/stat/operate'),
  ]),
  group('12', '运营配置', '/operate', 'SettingOutlined', PROVIDERS, [
    page('12-01-01', '轮播图', '/operate/banner', ['新增', '编辑', '删除']),
    page('12-01-02', '短信记录', '/operate/sms-log'),
  ]),
  group('14', '合作机构', '/expert-cooper', 'BankOutlined', EXPERTS, [
    page('14-01-01', '我的合作机构', '/expert-cooper/orgs'),
    page('14-01-04', '合作申请', '/expert-cooper/apply'),
  ]),
  group('15', '问卷管理', '/wjgl', 'FileTextOutlined', ORGS, [
    page('15-01-01', '问卷管理', '/questManagement', [
      '下载模板',
      '上传问卷',
      '编辑',
      '试用',
      '删除',
    ]),
  ]),
  group('16', '任务管理', '/rwgl', 'CarryOutOutlined', ORGS, [
    page('16-01-01', '任务管理', '/taskManagement', [
      '新建',
      '编辑',
      '发布',
      '暂停',
      '结束',
      '分享',
      '删除',
    ]),
  ]),
  group('17', '量表管理', '/selfScale', 'ExperimentOutlined', ORGS, [
    page('17-01-01', '全部量表', '/selfScale/allScale', ['发布量表', '编辑', '关联标签', '删除']),
    page('17-01-02', '量表标签', '/selfScale/scaleLabel', [
      '新增',
      '编辑',
      '分配机构',
      '关联分类',
      '管理量表',
      '删除',
    ]),
    page('17-01-03', '展示分类', '/selfScale/classDispaly', [
      '新增',
      '编辑',
      '管理标签',
      '优先级',
      '删除',
    ]),
    page('17-01-04', '推荐展示', '/selfScale/recommendDispaly', ['新增']),
    page('17-01-05', '量表分发', '/selfScale/distribution', [], false),
    page('17-01-06', '量表数据', '/selfScale/scaleData', [
      '统计',
      '导出PDF',
      '导出Excel',
      '查看联系方式',
    ]),
  ]),
  group('18', '专家管理', '/expert', 'UserSwitchOutlined', PROVIDERS, [
    {
      ...page('18-01', '咨询师与倾听者', '/expert/list'),
      btnList: buttons('18-01', ['新增', '编辑', '设置', '解除合作', '展示', '排序', '特殊信息']),
    },
  ]),
  group(
    '19',
    '个人中心',
    '/grxx',
    'UserOutlined',
    [...ORGS, ...EXPERTS],
    [page('19-01-01', '个人信息', '/grxx/grzl'), page('19-01-02', '操作日志', '/grxx/czrz')],
  ),
];

/** The name of the menu node with this code ('' for none): an operation log's leftCode read as words. */
export function menuNameOf(code: string, tree: MenuNode[] = MENU_TREE): string {
  for (const node of tree) {
    if (node.code === code) return node.name;
    const below = menuNameOf(code, node.childrens ?? []);
    if (below) return below;
  }
  return '';
}

/** Every menu and button code of the tree, depth first. */
export function allMenuCodes(tree: MenuNode[] = MENU_TREE): string[] {
  return tree.flatMap((node) => [
    node.code,
    ...(node.btnList ?? []).map((button) => button.code),
    ...allMenuCodes(node.childrens ?? []),
  ]);
}

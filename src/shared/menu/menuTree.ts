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

export const MENU_TREE: MenuNode[] = [
  {
    id: '01',
    code: '01',
    name: '首页',
    path: '/home',
    icons: 'HomeOutlined',
    isShow: true,
    orgTypes: [...ORGS, ...EXPERTS],
    childrens: [page('01-01-01', '工作台', '/')],
  },
  {
    id: '02',
    code: '02',
    name: '机构管理',
    path: '/om',
    icons: 'ApartmentOutlined',
    isShow: true,
    orgTypes: ORGS,
    childrens: [
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
    ],
  },
  {
    id: '03',
    code: '03',
    name: '角色权限',
    path: '/role',
    icons: 'SafetyCertificateOutlined',
    isShow: true,
    orgTypes: ORGS,
    childrens: [page('03-01-01', '角色管理', '/role/list', ['新增角色', '编辑角色', '删除角色'])],
  },
  {
    // The platform operator family (shell spec §6; decision 0021): the platform organisation's own.
    id: '04',
    code: '04',
    name: '平台运营',
    path: '/platform',
    icons: 'CustomerServiceOutlined',
    isShow: true,
    orgTypes: PLATFORM,
    childrens: [
      page('04-01-01', '平台运营人员', '/platform/operators', ['新增', '编辑', '冻结恢复']),
    ],
  },
  {
    id: '05',
    code: '05',
    name: '专家合作',
    path: '/cooper',
    icons: 'TeamOutlined',
    isShow: true,
    orgTypes: PROVIDERS,
    childrens: [
      page('05-01-01', '合作专家', '/cooper/experts', ['解除合作']),
      page('05-01-03', '合作申请', '/cooper/apply', ['通过', '驳回']),
    ],
  },
  {
    id: '06',
    code: '06',
    name: '咨询订单',
    path: '/consult',
    icons: 'ScheduleOutlined',
    isShow: true,
    orgTypes: ORGS,
    childrens: [
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
    ],
  },
  {
    id: '20',
    code: '20',
    name: '咨询服务',
    path: '/service',
    icons: 'CalendarOutlined',
    isShow: true,
    orgTypes: EXPERTS,
    childrens: [
      page('20-01-01', '我的订单', '/service/orders'),
      page('20-01-02', '我的排班', '/service/schedule'),
    ],
  },
  {
    id: '07',
    code: '07',
    name: '表单管理',
    path: '/forms',
    icons: 'FormOutlined',
    isShow: true,
    orgTypes: PROVIDERS,
    childrens: [
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
    ],
  },
  {
    id: '08',
    code: '08',
    name: '费用管理',
    path: '/fee',
    icons: 'AccountBookOutlined',
    isShow: true,
    orgTypes: ORGS,
    childrens: [
      page('08-01-01', '费用列表', '/fee/list', ['导出', '结算']),
      page('08-01-02', '费用明细', '/fee/detail'),
      page('08-01-03', '支付订单', '/fee/pay-orders'),
    ],
  },
  {
    id: '10',
    code: '10',
    name: '合作伙伴',
    path: '/partner',
    icons: 'ShopOutlined',
    isShow: true,
    orgTypes: PROVIDERS,
    childrens: [
      page('10-01-01', '合作伙伴', '/partner/list', ['新增', '编辑', '变更状态', '设置价格']),
    ],
  },
  {
    id: '11',
    code: '11',
    name: '数据统计',
    path: '/stat',
    icons: 'BarChartOutlined',
    isShow: true,
    orgTypes: ORGS,
    childrens: [
      page('11-01-01', '咨询统计', '/stat/consult', ['导出']),
      page('11-01-02', '运营统计', '/stat/operate'),
    ],
  },
  {
    id: '12',
    code: '12',
    name: '运营配置',
    path: '/operate',
    icons: 'SettingOutlined',
    isShow: true,
    orgTypes: PROVIDERS,
    childrens: [
      page('12-01-01', '轮播图', '/operate/banner', ['新增', '编辑', '删除']),
      page('12-01-02', '短信记录', '/operate/sms-log'),
    ],
  },
  {
    id: '14',
    code: '14',
    name: '合作机构',
    path: '/expert-cooper',
    icons: 'BankOutlined',
    isShow: true,
    orgTypes: EXPERTS,
    childrens: [
      page('14-01-01', '我的合作机构', '/expert-cooper/orgs'),
      page('14-01-04', '合作申请', '/expert-cooper/apply'),
    ],
  },
  {
    id: '15',
    code: '15',
    name: '问卷管理',
    path: '/wjgl',
    icons: 'FileTextOutlined',
    isShow: true,
    orgTypes: ORGS,
    childrens: [
      page('15-01-01', '问卷管理', '/questManagement', [
        '下载模板',
        '上传问卷',
        '编辑',
        '试用',
        '删除',
      ]),
    ],
  },
  {
    id: '16',
    code: '16',
    name: '任务管理',
    path: '/rwgl',
    icons: 'CarryOutOutlined',
    isShow: true,
    orgTypes: ORGS,
    childrens: [
      page('16-01-01', '任务管理', '/taskManagement', [
        '新建',
        '编辑',
        '发布',
        '暂停',
        '结束',
        '分享',
        '删除',
      ]),
    ],
  },
  {
    id: '17',
    code: '17',
    name: '量表管理',
    path: '/selfScale',
    icons: 'ExperimentOutlined',
    isShow: true,
    orgTypes: ORGS,
    childrens: [
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
    ],
  },
  {
    id: '18',
    code: '18',
    name: '专家管理',
    path: '/expert',
    icons: 'UserSwitchOutlined',
    isShow: true,
    orgTypes: PROVIDERS,
    childrens: [
      {
        ...page('18-01', '咨询师与倾听者', '/expert/list'),
        btnList: buttons('18-01', ['新增', '编辑', '设置', '解除合作', '展示', '排序', '特殊信息']),
      },
    ],
  },
  {
    id: '19',
    code: '19',
    name: '个人中心',
    path: '/grxx',
    icons: 'UserOutlined',
    isShow: true,
    orgTypes: [...ORGS, ...EXPERTS],
    childrens: [
      page('19-01-01', '个人信息', '/grxx/grzl'),
      page('19-01-02', '操作日志', '/grxx/czrz'),
    ],
  },
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

/**
 * antd's accessible texts in Chinese where its zh_CN locale leaves them English (issue 29, item
 * 11). antd 6 and its rc components write these into the DOM with no prop or locale key to change
 * them: Select's clear button ("Clear"), InputNumber's steppers ("Increase Value"), Table's
 * selection checkboxes ("Select all", "Select row 3"), Tabs' × and overflow ("remove",
 * "expanded dropdown"), and every @ant-design/icons icon, a `role="img"` named by the icon
 * ("plus", so a screen reader read the button 新增订单 as "plus 新增订单" and the menu item 首页 as
 * "home 首页"). One observer over the page renames the first and hides the icons from the
 * accessibility tree; antd's icon-only controls get a Chinese name (清除, 搜索, 上一页); any other
 * icon that alone names its control keeps it (better English than no name: give such a button an
 * aria-label).
 * React leaves what it did not change alone, so a rename holds until antd writes the attribute
 * again, which the observer sees too.
 */
const LABELS: readonly [RegExp, string][] = [
  [/^Clear$/, '清除'],
  [/^Increase Value$/, '增加数值'],
  [/^Decrease Value$/, '减少数值'],
  [/^Select all$/, '全选当页'],
  [/^Custom selection$/, '自定义选择'],
  [/^Select row (\d+)$/, '选择第 $1 行'],
  [/^Row (\d+) selected$/, '已选择第 $1 行'],
  [/^remove$/, '删除'],
  [/^Add tab$/, '新增页签'],
  [/^expanded dropdown$/, '更多'],
];

/** An icon's name as @ant-design/icons gives it: `plus`, `close-circle`. */
const ICON_NAME = /^[a-z][a-z0-9-]*$/;
// A link without href (pagination's 向后 5 页) is no control: aria-label is not allowed on it.
const CONTROL =
  'button, a[href], [role="button"], [role="link"], [role="menuitem"], [role="tab"], [role="option"], [role="checkbox"], [role="switch"]';

/** antd's unnamed icon-only controls (named by their icon) and the names they get. */
const CONTROL_NAMES: readonly [selector: string, name: string][] = [
  ['.ant-input-clear-icon', '清除'],
  ['.ant-input-search-btn', '搜索'],
  ['.ant-tabs-nav-more', '更多'],
];

function namedOtherwise(control: Element): boolean {
  return (
    control.hasAttribute('aria-label') ||
    control.hasAttribute('aria-labelledby') ||
    control.hasAttribute('title') ||
    (control.textContent ?? '').trim() !== ''
  );
}

function localise(element: Element): void {
  const label = element.getAttribute('aria-label');
  if (!label) return;
  if (element.classList.contains('anticon') && element.getAttribute('role') === 'img') {
    if (!ICON_NAME.test(label) || element.getAttribute('aria-hidden') === 'true') return;
    const control = element.parentElement?.closest(CONTROL);
    if (control && !namedOtherwise(control)) {
      // Pagination's arrows are named by the title of their item (上一页, 向后 5 页).
      const name =
        CONTROL_NAMES.find(([selector]) => control.matches(selector))?.[1] ??
        control.parentElement?.getAttribute('title');
      if (!name) return;
      control.setAttribute('aria-label', name);
    }
    element.setAttribute('aria-hidden', 'true');
    return;
  }
  for (const [english, chinese] of LABELS) {
    if (english.test(label)) {
      element.setAttribute('aria-label', label.replace(english, chinese));
      return;
    }
  }
}

/**
 * What may need localising, so that the browser's selector engine, not a loop of ours, passes
 * over the many Chinese labels (a 100-row list added at once).
 */
const CANDIDATES = [
  '.anticon[role="img"]:not([aria-hidden="true"])',
  '[aria-label="Clear"]',
  '[aria-label$=" Value"]',
  '[aria-label^="Select "]',
  '[aria-label^="Row "]',
  '[aria-label="Custom selection"]',
  '[aria-label="remove"]',
  '[aria-label="Add tab"]',
  '[aria-label="expanded dropdown"]',
].join(', ');

/** Localises `root` and everything under it. */
function localiseAria(root: Element): void {
  if (root.matches(CANDIDATES)) localise(root);
  root.querySelectorAll(CANDIDATES).forEach(localise);
}

/**
 * Keeps everything under `root` localised as it changes; answers the function that stops it. The
 * work waits for a task of its own, so it never lengthens the task React renders in (a 100-row
 * list added at once: the budget is no task over 100 ms).
 */
export function keepAriaChinese(root: Element): () => void {
  localiseAria(root);
  const added = new Set<Element>();
  const relabelled = new Set<Element>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    added.forEach((element) => element.isConnected && localiseAria(element));
    relabelled.forEach((element) => element.isConnected && localise(element));
    added.clear();
    relabelled.clear();
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') {
        if (record.target instanceof Element) relabelled.add(record.target);
      } else {
        record.addedNodes.forEach((node) => {
          if (node instanceof Element) added.add(node);
        });
      }
    }
    timer ??= setTimeout(flush);
  });
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-label'],
  });
  return () => {
    observer.disconnect();
    clearTimeout(timer);
  };
}

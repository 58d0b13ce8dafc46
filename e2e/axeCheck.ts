/**
 * axe-core in the browser stories (issue 15, WCAG 2.1 AA): every distinct URL the run visits is
 * checked once its page has settled (the first story to arrive there checks it; see
 * `arrivalChecked`), and the page as each story leaves it once more at the end;
 * a serious or critical violation outside AXE_ALLOWED fails the story, listing rule, impact,
 * targets and axe's help text. Only the WCAG 2.0/2.1 A and AA rules run, to keep it cheap.
 *
 * `AXE_REPORT=<file>` appends every violation found (all impacts, allowed or not) as JSON lines,
 * for counting by rule over a set of stories.
 */
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * Violations a story may meet on purpose, each with its reason; `target` narrows an entry to
 * the elements whose selector matches.
 */
const AXE_ALLOWED: readonly { rule: string; target?: RegExp; reason: string }[] = [
  ...(['aria-input-field-name', 'aria-required-children'] as const).map((rule) => ({
    rule,
    target: /^#[\w-]+_list$/,
    reason:
      "antd Select's dropdown listbox (#<field>_list): antd names the combobox that controls it, " +
      'not the listbox, and while the options load (free slots of a day) the listbox is empty for ' +
      'a moment; the combobox keeps its label and the options their names once they are there.',
  })),
  {
    rule: 'label-content-name-mismatch',
    target: /\.ant-picker-(year|month|decade)-btn/,
    reason:
      "antd's calendar header buttons show the year and month (2026年 11月) and are named by what " +
      'they do (选择年份, 选择月份); antd builds them and offers no prop for the name. The pickers ' +
      'are typed into as well, so nothing depends on these buttons.',
  },
];

/**
 * Elements axe does not look at, each with its reason. Matched by selector before axe runs:
 * axe names a violating node by the shortest selector that finds it, which need not carry the
 * class that explains it (a loading button's text span was named `…:nth-child(2) > span`).
 */
const AXE_EXCLUDED: readonly { selector: string; reason: string }[] = [
  {
    selector: '.ant-btn-loading',
    reason:
      'a button while it loads (an export under way) is faded by antd and ignores clicks: an ' +
      'inactive control, which WCAG 1.4.3 exempts; its spinner says why.',
  },
];

/**
 * Pages that are not the console: the mock's API reference (/__mock__/docs) is Swagger UI, a
 * third-party page for QA and developers served by the mock, not something users of the console see.
 */
const NOT_THE_CONSOLE = /^\/__mock__\//;

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);
/** Quiet time after a navigation before the page is looked at; another navigation restarts it. */
const SETTLE_MS = 400;
/** The longest a check waits for spinners and animations to end before it looks anyway. */
const SETTLE_LIMIT_MS = 5_000;
/**
 * Looks at a page before a check gives up on seeing it still. The checks run beside the story,
 * which goes on clicking: a popup it opens while axe looks is caught half faded in (a December
 * calendar at 80% opacity failed colour contrast in CI) with a combobox naming an option that
 * is not there yet. What counts is only what axe saw on a page that did not change meanwhile.
 */
const STILL_TRIES = 3;

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

interface AxeFinding {
  url: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

export interface AxeWatch {
  /**
   * Waits until the arrival check of the latest navigation has run (or been skipped): a story that
   * visits pages only to have them checked waits on this before it moves on, or the next
   * navigation would cut the check short.
   */
  settled(): Promise<void>;
  /** Waits for the checks under way, checks the page as it is now, and throws on a failure. */
  finish(): Promise<void>;
}

/** Whether some story of this run has checked the URL (path and query) on arrival. */
export function checkedOnArrival(pathAndSearch: string): boolean {
  return arrivalChecked.has(pathAndSearch);
}

/**
 * The URLs already checked on arrival in this run, by any story: every story passes /login and
 * 工作台, and 29 of the 73 arrival checks of a run were of a page another story had checked
 * (50 s of checks, summed over the files running side by side). Shared by the story files' processes through the run's
 * directory (E2E_AXE_SEEN_DIR, made by scripts/e2e.sh for `npm run e2e`), a file per URL; a file
 * run alone keeps them in memory. The check of the page a story leaves is never skipped.
 */
const arrivalChecked = {
  inMemory: new Set<string>(),
  fileOf(url: string): string | undefined {
    const dir = process.env.E2E_AXE_SEEN_DIR;
    return dir && path.join(dir, createHash('sha1').update(url).digest('hex'));
  },
  has(url: string): boolean {
    const file = this.fileOf(url);
    return file ? existsSync(file) : this.inMemory.has(url);
  },
  add(url: string): void {
    const file = this.fileOf(url);
    if (file) writeFileSync(file, url);
    else this.inMemory.add(url);
  },
};

/** Starts checking `page` after each main-frame navigation (history pushes included). */
export function watchAxe(page: Page, story: string): AxeWatch {
  const failures: AxeFinding[] = [];
  let queue: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  /** A navigation's check is waiting for the page to be quiet for SETTLE_MS. */
  let scheduled = false;
  let finished = false;

  const check = async (final: boolean) => {
    if (page.isClosed()) return;
    const url = page.url();
    if (!url.startsWith('http')) return;
    const { pathname, search } = new URL(url);
    if (NOT_THE_CONSOLE.test(pathname) || (!final && arrivalChecked.has(pathname + search))) return;
    try {
      if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
      let look = await lookStill(page);
      for (let tries = 1; !look.still && tries < STILL_TRIES; tries += 1)
        look = await lookStill(page);
      // The story moved on while axe looked: what it saw was half of two pages.
      if (page.url() !== url) return;
      // A page the story kept changing under every look is left to the check at the end.
      if (!look.still && !final) return;
      if (!final) arrivalChecked.add(pathname + search);
      record(story, url, look.violations, failures);
    } catch (error) {
      // A navigation destroys the page's context mid-check; the new URL gets its own check.
      if (final && !page.isClosed()) throw error;
    }
  };

  page.on('framenavigated', (frame) => {
    if (finished || frame !== page.mainFrame()) return;
    clearTimeout(timer);
    scheduled = true;
    timer = setTimeout(() => {
      scheduled = false;
      queue = queue.then(() => check(false));
    }, SETTLE_MS);
    timer.unref();
  });

  return {
    async settled() {
      for (;;) {
        const current = queue;
        await current;
        if (!scheduled && current === queue) return;
        if (scheduled) await new Promise((resolve) => setTimeout(resolve, SETTLE_MS / 4));
      }
    },
    async finish() {
      finished = true;
      clearTimeout(timer);
      scheduled = false;
      await queue;
      await check(true);
      if (failures.length > 0) throw new Error(describe(failures));
    },
  };
}

function record(story: string, url: string, violations: Violation[], failures: AxeFinding[]) {
  const path = new URL(url);
  const where = path.pathname + path.search;
  for (const violation of violations) {
    const impact = violation.impact ?? 'unknown';
    const targets = violation.nodes.map((node) => node.target.map(String).join(' '));
    if (process.env.AXE_REPORT) {
      appendFileSync(
        process.env.AXE_REPORT,
        JSON.stringify({ story, url: where, rule: violation.id, impact, count: targets.length }) +
          '\n',
      );
    }
    if (!FAILING_IMPACTS.has(impact)) continue;
    const open = targets.filter((target) => !isAllowed(violation.id, target));
    if (open.length === 0) continue;
    const seen = failures.find((f) => f.url === where && f.rule === violation.id);
    if (seen) seen.targets = [...new Set([...seen.targets, ...open])];
    else
      failures.push({
        url: where,
        rule: violation.id,
        impact,
        help: violation.help,
        targets: open,
      });
  }
}

function isAllowed(rule: string, target: string): boolean {
  return AXE_ALLOWED.some((entry) => entry.rule === rule && (entry.target?.test(target) ?? true));
}

function describe(failures: AxeFinding[]): string {
  const lines = failures.map((f) => {
    const shown = f.targets.slice(0, 5).join(' | ');
    const more = f.targets.length > 5 ? ` (+${f.targets.length - 5} more)` : '';
    return `- ${f.rule} (${f.impact}) at ${f.url}: ${f.help}\n    ${shown}${more}`;
  });
  return (
    `axe found ${failures.length} serious or critical WCAG 2.1 A/AA violation(s) outside ` +
    `AXE_ALLOWED (e2e/axeCheck.ts):\n${lines.join('\n')}`
  );
}

/** Lets the page settle and runs axe, up to STILL_TRIES times until nothing moved meanwhile. */
function lookStill(page: Page): Promise<{ violations: Violation[]; still: boolean }> {
  return page.evaluate(settleAndRunAxe, {
    limit: SETTLE_LIMIT_MS,
    tries: STILL_TRIES,
    tags: WCAG_TAGS,
    exclude: AXE_EXCLUDED.map(({ selector }) => selector),
  });
}

// In the page, once axe-core is there. Waits until no spinner or skeleton shows, no finite
// animation runs (a fading dialog has half its contrast) and the DOM has been still for 200 ms,
// or until `limit` ms; then runs axe. `still` when neither the DOM nor an animation moved while
// axe looked; otherwise it settles and looks again, `tries` times in all. (One function with no
// helpers inside: Playwright sends its source, and tsx would wrap a named helper in `__name`.)
async function settleAndRunAxe({
  limit,
  tries,
  tags,
  exclude,
}: {
  limit: number;
  tries: number;
  tags: string[];
  exclude: string[];
}): Promise<{ violations: Violation[]; still: boolean }> {
  const { axe } = window as unknown as {
    axe: {
      run(
        context: { exclude: string[][] },
        options: { runOnly: { type: 'tag'; values: string[] }; resultTypes: string[] },
      ): Promise<{ violations: Violation[] }>;
    };
  };
  let start = performance.now();
  let changed = start;
  let looked = 0;
  let violations: Violation[] | undefined;
  const observer = new MutationObserver(() => {
    changed = performance.now();
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  try {
    for (let looks = 0; ;) {
      const now = performance.now();
      // A page kept hidden by its tab may have stopped mid-load: only what is shown counts.
      const spinning = [
        ...document.querySelectorAll('.ant-spin-spinning, .ant-skeleton-active'),
      ].some((element) => element.checkVisibility());
      const animating = document
        .getAnimations()
        .some(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().iterations !== Infinity,
        );
      if (violations) {
        const still = !animating && changed < looked;
        if (still || looks >= tries) return { violations, still };
        violations = undefined;
        start = now;
      } else if (now - start > limit || (!spinning && !animating && now - changed >= 200)) {
        looked = now;
        looks += 1;
        const results = await axe.run(
          { exclude: exclude.map((selector) => [selector]) },
          { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
        );
        if (observer.takeRecords().length > 0) changed = performance.now();
        violations = results.violations.map(({ id, impact, help, nodes }) => ({
          id,
          impact,
          help,
          nodes: nodes.map(({ target }) => ({ target })),
        }));
        continue;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    observer.disconnect();
  }
}

import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Location state of a page that is done: a form saved or cancelled. The visited tabs close the tab
 * it leaves, so the form is not kept filled in behind its tab (a second 保存 would save it twice).
 */
interface Finished {
  finished: string;
}

export function finishedPath(state: unknown): string | undefined {
  const finished = (state as Partial<Finished> | null)?.finished;
  return typeof finished === 'string' ? finished : undefined;
}

/** Leaves the page for `to` as done with it: its visited tab closes (issue 29, item 7). */
export function useFinishPage(): (to: string) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (to) => {
    const state: Finished = { finished: pathname };
    void navigate(to, { state });
  };
}

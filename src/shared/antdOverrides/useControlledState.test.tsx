import { fireEvent, render, screen } from '@testing-library/react';
import { Pagination } from 'antd';
import { Profiler } from 'react';
import useControlledState from './useControlledState';

function Shown({ value }: { value?: string }) {
  const [shown, setShown] = useControlledState('默认', value);
  return (
    <button type="button" onClick={() => setShown('点过')}>
      {shown}
    </button>
  );
}

describe('useControlledState, in @rc-component/util’s place', () => {
  it('answers the prop while given, its own state otherwise, and follows each change of the prop', () => {
    const { rerender } = render(<Shown />);
    expect(screen.getByRole('button')).toHaveTextContent('默认');
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('点过');

    rerender(<Shown value="甲" />);
    expect(screen.getByRole('button')).toHaveTextContent('甲');
    // While the prop is given, the component's own change does not show.
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('甲');
    rerender(<Shown value="乙" />);
    expect(screen.getByRole('button')).toHaveTextContent('乙');

    // The prop let go of: the state is what the prop last was, undefined, as the library leaves it.
    rerender(<Shown />);
    expect(screen.getByRole('button')).toHaveTextContent(/^$/);
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('点过');
  });

  // Through antd, so it proves the mapping too (jest.config.js; webpack.config.js does the same).
  it('takes a changed prop in the one commit, with no update of its own after it', () => {
    const commits: string[] = [];
    const count = (_id: string, phase: string) => commits.push(phase);
    const pager = (pageSize: number) => (
      <Profiler id="pager" onRender={count}>
        <Pagination total={500} pageSize={pageSize} showSizeChanger />
      </Profiler>
    );
    const { rerender } = render(pager(10));
    expect(screen.getByTitle('50')).toBeInTheDocument();
    commits.length = 0;

    rerender(pager(100));
    expect(screen.getByTitle('5')).toBeInTheDocument();
    expect(screen.queryByTitle('50')).not.toBeInTheDocument();
    // The library's layout effect made it two: the change, then its copy into the state.
    expect(commits).toEqual(['update']);
  });
});

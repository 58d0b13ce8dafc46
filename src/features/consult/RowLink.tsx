import type { MouseEvent, ReactNode } from 'react';
import './rowLink.css';

interface RowLinkProps {
  children: ReactNode;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  disabled?: boolean;
}

/**
 * A row's 操作 (查看, 催单): a button drawn as antd's small link button (its colours, size and
 * focus ring from antd's CSS variables, so the theme colour follows), without antd Button's
 * hooks, which two buttons in each of 100 rows ran on every page (issue 32, decision 0030).
 */
export function RowLink({ children, onClick, disabled }: RowLinkProps) {
  return (
    <button type="button" className="row-link" disabled={disabled} onClick={onClick}>
      {children}
    </button>
  );
}

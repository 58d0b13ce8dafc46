import { Link } from 'react-router-dom';

export interface FigureLinkProps {
  label: string;
  count: number;
  to: string;
  alert?: boolean;
}

/** A workbench figure: a link named "<label> <count>" to the list it counts, filtered the same way. */
export function FigureLink({ label, count, to, alert }: FigureLinkProps) {
  return (
    <Link to={to} className={alert && count > 0 ? 'wb-figure wb-figure-alert' : 'wb-figure'}>
      <span className="wb-figure-label">{label}</span>{' '}
      <span className="wb-figure-count">{count}</span>
    </Link>
  );
}

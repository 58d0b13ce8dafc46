import { Link } from 'react-router-dom';
import { useCan } from '@/shared/session/PermissionButton';
import { PERM } from '@/shared/session/permissions';

interface VisitorChartLinkProps {
  /** The visitor (cusUser) id; '' for an anonymous caller or no visitor. */
  id: string;
  name: string;
}

/** The visitor's name opening their chart (来访者档案), for those holding the 来访者 menu. */
export function VisitorChartLink({ id, name }: VisitorChartLinkProps) {
  const mayOpen = useCan(PERM.customers);
  if (!id || !mayOpen) return <>{name}</>;
  return (
    <Link to={`/consult/customers/${id}`} aria-label={`${name}（来访者档案）`}>
      {name}
    </Link>
  );
}

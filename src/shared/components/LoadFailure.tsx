import { Button, Result } from 'antd';
import type { ApiFailure } from '@/shared/request/baseApi';
import { NETWORK_ERROR_MSG } from '@/shared/request/types';

export type LoadFailureKind = 'notFound' | 'forbidden' | 'network';

/** Code the platform answers when the identity may not see or do something. */
const FORBIDDEN_CODE = 10403;

const isApiFailure = (error: unknown): error is ApiFailure =>
  typeof error === 'object' && error !== null && 'kind' in error && 'msg' in error;

/**
 * What went wrong, as the person looking at the page needs it: the record is not there (no data,
 * or the platform refused the id), it is not theirs to see, or the answer never came.
 */
export function loadFailureKind(error: unknown): LoadFailureKind {
  if (error === undefined || error === null) return 'notFound';
  if (!isApiFailure(error)) return 'network';
  if (error.kind === 'business') return error.code === FORBIDDEN_CODE ? 'forbidden' : 'notFound';
  return error.kind === 'auth' ? 'forbidden' : 'network';
}

/** Why a call failed, in the words a person can act on: the platform's msg, or the network's. */
export function failureReason(error: unknown): string {
  return isApiFailure(error) && error.msg ? error.msg : NETWORK_ERROR_MSG;
}

export interface LoadFailureProps {
  /** The query's `error`; none when the call answered without a record. */
  error: unknown;
  /** The not-found title, e.g. 任务不存在. */
  notFound: string;
  /** The query's `refetch`, offered as 重试 when the network failed. */
  onRetry: () => unknown;
}

/** A detail page whose record did not load: not found, no permission, or the network with 重试. */
export function LoadFailure({ error, notFound, onRetry }: LoadFailureProps) {
  const kind = loadFailureKind(error);
  if (kind === 'forbidden')
    return <Result status="403" title="无权查看" subTitle="抱歉，您无权查看该内容。" />;
  if (kind === 'network')
    return (
      <Result
        status="warning"
        title={NETWORK_ERROR_MSG}
        extra={
          <Button type="primary" autoInsertSpace={false} onClick={() => void onRetry()}>
            重试
          </Button>
        }
      />
    );
  return <Result status="404" title={notFound} />;
}

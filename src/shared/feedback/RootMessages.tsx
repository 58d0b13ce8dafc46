import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { MessageInstance, MessageType } from 'antd/es/message/interface';
import { setToaster } from './notify';

const RootMessageContext = createContext<MessageInstance | null>(null);

const loadHolder = () => import('./RootMessageHolder');
const RootMessageHolder = lazy(loadHolder);

/** Starts loading the root stack's code before its first toast needs it (the login form's first use). */
export function preloadRootMessages(): void {
  loadHolder().catch(() => undefined);
}

type Call = (api: MessageInstance) => unknown;

/**
 * A toast asked for before the stack's code has loaded: closing it closes the real one once
 * shown, and it settles as the real one does. `shown` holds the real handle in a box: a promise
 * resolved with the handle itself (a thenable) would wait for the toast to close instead.
 */
function pendingToast(shown: Promise<{ handle: MessageType }>): MessageType {
  const settled = shown.then(
    ({ handle }) => new Promise<boolean>((resolve) => void handle.then(resolve)),
  );
  const close = (() => void shown.then(({ handle }) => handle())) as MessageType;
  close.then = (filled, rejected) => settled.then(filled, rejected);
  return close;
}

/**
 * The root stack: its API, the same object from the first render, whose calls made before antd's
 * message code has loaded wait for it, in order; the first of them asks for the code (`wanted`).
 */
function rootStack() {
  let real: MessageInstance | null = null;
  let wanted = false;
  const queue: Call[] = [];
  const listeners = new Set<() => void>();
  const later = (call: (api: MessageInstance) => MessageType): Promise<{ handle: MessageType }> =>
    new Promise((resolve) => {
      queue.push((api) => resolve({ handle: call(api) }));
      if (!wanted) {
        wanted = true;
        listeners.forEach((listener) => listener());
      }
    });
  const toast =
    (kind: 'success' | 'error' | 'info' | 'warning' | 'loading') =>
    (...args: Parameters<MessageInstance['info']>): MessageType =>
      real ? real[kind](...args) : pendingToast(later((ready) => ready[kind](...args)));
  const api: MessageInstance = {
    open: (...args) =>
      real ? real.open(...args) : pendingToast(later((ready) => ready.open(...args))),
    success: toast('success'),
    error: toast('error'),
    info: toast('info'),
    warning: toast('warning'),
    loading: toast('loading'),
    destroy: (key) => {
      if (real) real.destroy(key);
      else if (queue.length > 0) queue.push((ready) => ready.destroy(key));
    },
  };
  return {
    api,
    ready(next: MessageInstance | null) {
      real = next;
      if (next) for (const call of queue.splice(0)) call(next);
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    isWanted: () => wanted,
  };
}

/**
 * The toast stack that lives as long as the page: the login page's, and the request layer's while
 * no AppFrame is mounted. Pages inside the lazily loaded AppFrame use antd's App.useApp().
 * It is mounted before any page's effects send a request; antd's message code is loaded with its
 * first toast (RootMessageHolder), so the login page's first load does without it.
 */
export function RootMessages({ children }: { children: ReactNode }) {
  const [stack] = useState(rootStack);
  const wanted = useSyncExternalStore(stack.subscribe, stack.isWanted);
  const { api } = stack;
  useLayoutEffect(() => {
    setToaster(api);
    return () => setToaster(null);
  }, [api]);
  return (
    <RootMessageContext.Provider value={api}>
      {wanted && (
        <Suspense fallback={null}>
          <RootMessageHolder onReady={stack.ready} />
        </Suspense>
      )}
      {children}
    </RootMessageContext.Provider>
  );
}

/**
 * The root toast API: for the login page, and for a toast that must outlive AppFrame because the
 * user is sent to /login right after it (设置成功 after a password change).
 */
export function useRootMessage(): MessageInstance {
  const api = useContext(RootMessageContext);
  if (!api) throw new Error('useRootMessage needs <RootMessages> above it');
  return api;
}

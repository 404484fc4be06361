import { useCallback, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { AlertDialog } from './alert-dialog';
import { AlertContext } from './use-alert';

type PendingAlert = { id: number; message: string; resolve: () => void };

/** Lets any page `await showAlert('...')`; alerts queue up and show one at a time. */
export function AlertProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<PendingAlert[]>([]);
  const nextId = useRef(0);

  const showAlert = useCallback(
    (message: string) =>
      new Promise<void>((resolve) => {
        nextId.current += 1;
        const id = nextId.current;
        setQueue((items) => [...items, { id, message, resolve }]);
      }),
    [],
  );

  const current = queue[0];
  const close = () => {
    current?.resolve();
    setQueue((items) => items.slice(1));
  };

  return (
    <AlertContext.Provider value={showAlert}>
      {children}
      {current ? (
        <AlertDialog key={current.id} open message={current.message} onClose={close} />
      ) : null}
    </AlertContext.Provider>
  );
}

import { createContext, useContext } from 'react';

/** Shows `message` in the accessible alert dialog; resolves once the user has closed it. */
export type ShowAlert = (message: string) => Promise<void>;

export const AlertContext = createContext<ShowAlert | null>(null);

export function useAlert(): ShowAlert {
  const showAlert = useContext(AlertContext);
  if (!showAlert) throw new Error('useAlert must be used inside <AlertProvider>');
  return showAlert;
}

import { createContext, useContext } from 'react';
import type { ComponentType } from 'react';

/**
 * What the lectures area shows of the money area: a lecture's applicants (the list's sub-row)
 * and one application's 결제·환불 dialog (the 폐강 panel). Areas may not import each other
 * (eslint.config.mjs), so admin-area.tsx, which brings them together, hands these in.
 */
export interface AreaSlots {
  LectureApplicants: ComponentType<{ lectureId: number; title: string }>;
  ApplicationMoneyDialog: ComponentType<{
    /** Whose money: an applicant row, or a 폐강 item (its application's id and the name). */
    applicant: { id: number; name: string };
    lectureId: number;
    onClose: () => void;
  }>;
}

export const AreaSlotsContext = createContext<AreaSlots | null>(null);

export function useAreaSlots(): AreaSlots {
  const slots = useContext(AreaSlotsContext);
  if (!slots) throw new Error('useAreaSlots outside AdminArea');
  return slots;
}

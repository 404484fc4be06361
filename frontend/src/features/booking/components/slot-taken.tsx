import { forwardRef } from 'react';
import { Button } from '@/components/ui/button';
import { koBooking } from '@/copy/ko-booking';
import type { NearbySlot } from '../../../forms/appointment-time/api';
import { appointmentWhen } from '../../../forms/appointment-time/calendar';

/**
 * The time was taken between showing and booking (409 SLOT_TAKEN): the server's sentence and its
 * nearest free times as buttons, right above the booking button, so a parent picks one and books
 * again without scrolling back to the calendar.
 */
export const SlotTaken = forwardRef<
  HTMLDivElement,
  { message: string; nearest: readonly NearbySlot[]; onChoose: (slot: NearbySlot) => void }
>(function SlotTaken({ message, nearest, onChoose }, ref) {
  const t = koBooking.slotTaken;
  return (
    <div ref={ref} className="form-error-summary slot-taken" role="alert" tabIndex={-1}>
      <p className="form-error-summary__title">{message}</p>
      {nearest.length > 0 ? (
        <>
          <p className="slot-taken__label">{t.nearest}</p>
          <ul className="slot-taken__times">
            {nearest.map((slot) => (
              <li key={slot.start}>
                <Button variant="secondary" onClick={() => onChoose(slot)}>
                  {t.choose(appointmentWhen(slot.start))}
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t.none}</p>
      )}
    </div>
  );
});

import type { Schema } from '@shared/contract/schema';
import { api, TIMES_TAG } from '@/lib/api';

export type BookingDays = Schema<'BookingDays'>;
export type BookingSlots = Schema<'BookingSlots'>;
export type BookingSlot = Schema<'BookingSlot'>;
/** A free time offered instead of one just taken (409 SLOT_TAKEN's `nearest`). */
export type NearbySlot = Schema<'ApiNearbySlot'>;

/**
 * The public reads of free time (issue 37), shared by the booking page and 내 정보's 시간 변경:
 * never cached long, a time can be taken at any moment.
 */
export const appointmentTimeApi = api
  .enhanceEndpoints({ addTagTypes: [TIMES_TAG] })
  .injectEndpoints({
    endpoints: (build) => ({
      bookingDays: build.query<BookingDays, { typeId: number; month: string; counsellor: string }>({
        query: ({ typeId, month, counsellor }) => ({
          url: `/booking/type/${typeId}/days`,
          params: { month, counsellor },
        }),
        providesTags: [TIMES_TAG],
        keepUnusedDataFor: 30,
      }),
      bookingSlots: build.query<BookingSlots, { typeId: number; date: string; counsellor: string }>(
        {
          query: ({ typeId, date, counsellor }) => ({
            url: `/booking/type/${typeId}/slots`,
            params: { date, counsellor },
          }),
          providesTags: [TIMES_TAG],
          keepUnusedDataFor: 0,
        },
      ),
    }),
  });

export const { useBookingDaysQuery, useBookingSlotsQuery } = appointmentTimeApi;

/** The `nearest` times of a 409 SLOT_TAKEN, or null when the refusal is another. */
export function nearestOf(caught: unknown): NearbySlot[] | null {
  const data = (caught as { data?: { code?: unknown; nearest?: unknown } } | null)?.data;
  if (data?.code !== 'SLOT_TAKEN') return null;
  return Array.isArray(data.nearest) ? (data.nearest as NearbySlot[]) : [];
}

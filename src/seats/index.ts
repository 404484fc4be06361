// The seats module's public face; other modules import from here (or a dto file).
export { SeatsModule } from './seats.module';
export { SeatLedger } from './seat-ledger';
export { SeatEvents, type SeatsFreedListener } from './seat-events';
export {
  fullFeeIds,
  lectureSeatsLeft,
  seatCount,
  type CourseSeats,
  type LectureSeats,
  type SeatBreakdown,
  type SeatCount,
  type SeatCounts,
} from './seat-counts';
export {
  SEAT_SOURCES,
  type SeatCapacities,
  type SeatSources,
  type TakenSeats,
} from './seat-sources';

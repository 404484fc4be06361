/** What was booked (or is to be paid), as label and value pairs: the booking pages' one list. */
export function BookingFacts({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <dl className="booking-done__facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

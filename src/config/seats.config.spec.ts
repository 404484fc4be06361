import { loadSeatsConfig } from './seats.config';

describe('loadSeatsConfig', () => {
  it('holds a seat 15 minutes unless SEAT_HOLD_MINUTES says otherwise', () => {
    expect(loadSeatsConfig({}).holdMinutes).toBe(15);
    expect(loadSeatsConfig({ SEAT_HOLD_MINUTES: ' ' }).holdMinutes).toBe(15);
    expect(loadSeatsConfig({ SEAT_HOLD_MINUTES: '30' }).holdMinutes).toBe(30);
  });

  it('keeps a payment link’s time 24 hours unless APPOINTMENT_PAY_LINK_HOURS says otherwise', () => {
    expect(loadSeatsConfig({}).payLinkHours).toBe(24);
    expect(loadSeatsConfig({ APPOINTMENT_PAY_LINK_HOURS: '48' }).payLinkHours).toBe(48);
  });

  it.each(['0', '1.5', 'abc', '169'])('refuses APPOINTMENT_PAY_LINK_HOURS=%s', (value) => {
    expect(() => loadSeatsConfig({ APPOINTMENT_PAY_LINK_HOURS: value })).toThrow(
      /APPOINTMENT_PAY_LINK_HOURS must be an integer from 1 to 168/,
    );
  });

  it.each(['0', '-5', '1.5', 'abc', '1441'])('refuses SEAT_HOLD_MINUTES=%s', (value) => {
    expect(() => loadSeatsConfig({ SEAT_HOLD_MINUTES: value })).toThrow(/SEAT_HOLD_MINUTES/);
  });
});

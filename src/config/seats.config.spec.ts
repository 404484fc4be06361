import { loadSeatsConfig } from './seats.config';

describe('loadSeatsConfig', () => {
  it('holds a seat 15 minutes unless SEAT_HOLD_MINUTES says otherwise', () => {
    expect(loadSeatsConfig({})).toEqual({ holdMinutes: 15 });
    expect(loadSeatsConfig({ SEAT_HOLD_MINUTES: ' ' })).toEqual({ holdMinutes: 15 });
    expect(loadSeatsConfig({ SEAT_HOLD_MINUTES: '30' })).toEqual({ holdMinutes: 30 });
  });

  it.each(['0', '-5', '1.5', 'abc', '1441'])('refuses SEAT_HOLD_MINUTES=%s', (value) => {
    expect(() => loadSeatsConfig({ SEAT_HOLD_MINUTES: value })).toThrow(/SEAT_HOLD_MINUTES/);
  });
});

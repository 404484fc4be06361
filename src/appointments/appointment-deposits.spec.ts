import { paymentWindowOver } from './appointment-deposits';

const MINUTE = 60_000;
const HOLD = 15 * MINUTE;
const booked = new Date('2026-11-22T03:00:00Z');
const after = (minutes: number) => new Date(booked.getTime() + minutes * MINUTE);

describe('paymentWindowOver', () => {
  it('keeps a family’s own held time payable for twice the hold since booking, no longer', () => {
    const row = { created_at: booked, pay_link_until: null };
    expect(paymentWindowOver(row, after(0), HOLD)).toBe(false);
    // Renewed by each attempt, up to the limit itself.
    expect(paymentWindowOver(row, after(30), HOLD)).toBe(false);
    expect(paymentWindowOver(row, new Date(after(30).getTime() + 1), HOLD)).toBe(true);
  });

  it('keeps a payment link’s time until the link’s deadline, however long the hold', () => {
    const row = { created_at: booked, pay_link_until: after(24 * 60) };
    // Far past twice the family's hold: the link's own time counts.
    expect(paymentWindowOver(row, after(23 * 60), HOLD)).toBe(false);
    expect(paymentWindowOver(row, new Date(after(24 * 60).getTime() - 1), HOLD)).toBe(false);
    expect(paymentWindowOver(row, after(24 * 60), HOLD)).toBe(true);
  });
});

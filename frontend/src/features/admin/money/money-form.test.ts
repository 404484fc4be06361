import { describe, expect, it } from 'vitest';
import {
  checkCashReceipt,
  checkDeskPayment,
  checkRefund,
  isBusinessNumber,
  isCalendarDate,
  parseWon,
  seoulToday,
} from './money-form';

describe('money forms logic', () => {
  it('won amounts are whole numbers, separators and 원 allowed', () => {
    expect(parseWon('10000')).toBe(10000);
    expect(parseWon(' 10,000원 ')).toBe(10000);
    expect(parseWon('')).toBeNull();
    expect(parseWon('-100')).toBeNull();
    expect(parseWon('100.5')).toBeNull();
    expect(parseWon('1e5')).toBeNull();
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(seoulToday(new Date('2026-11-22T15:30:00Z'))).toBe('2026-11-23');
  });

  it('a refund: 1 won up to what is left, a reason, an account when one is needed', () => {
    const empty = { amount: '', reason: '', bankCode: '', accountNumber: '', holderName: '' };
    const context = { refundable: 20000, needsRefundAccount: false };
    expect(checkRefund(empty, context).errors).toEqual({
      amount: 'amountInvalid',
      reason: 'reasonRequired',
    });
    expect(checkRefund({ ...empty, amount: '0', reason: ' x ' }, context).errors).toEqual({
      amount: 'amountInvalid',
    });
    expect(checkRefund({ ...empty, amount: '20001', reason: 'x' }, context).errors).toEqual({
      amount: 'amountTooLarge',
    });
    expect(checkRefund({ ...empty, amount: '20,000', reason: ' 사유 ' }, context).body).toEqual({
      amount: 20000,
      reason: '사유',
    });
    const account = { refundable: 20000, needsRefundAccount: true };
    expect(checkRefund({ ...empty, amount: '1', reason: 'x' }, account).errors).toEqual({
      bankCode: 'bankRequired',
      accountNumber: 'accountRequired',
      holderName: 'holderRequired',
    });
    const filled = {
      amount: '1',
      reason: 'x',
      bankCode: '88',
      accountNumber: '110-123-456789',
      holderName: ' 김민지 ',
    };
    expect(checkRefund({ ...filled, accountNumber: '110-abc' }, account).errors).toEqual({
      accountNumber: 'accountInvalid',
    });
    expect(checkRefund(filled, account).body?.refundAccount).toEqual({
      bankCode: '88',
      accountNumber: '110123456789',
      holderName: '김민지',
    });
  });

  it('a desk payment: the total, a day not after today, a method', () => {
    const context = { total: 20000, today: '2026-11-22' };
    const values = { amount: '20,000', paidOn: '2026-11-22', method: 'CASH', note: ' 영수증 ' };
    expect(checkDeskPayment(values, context).body).toEqual({
      amount: 20000,
      paidOn: '2026-11-22',
      method: 'CASH',
      note: '영수증',
    });
    expect(
      checkDeskPayment(
        { amount: '19999', paidOn: '2026-11-23', method: 'BITCOIN', note: '' },
        context,
      ).errors,
    ).toEqual({ amount: 'deskAmount', paidOn: 'paidOnFuture', method: 'methodRequired' });
    expect(checkDeskPayment({ ...values, paidOn: '2026-02-30' }, context).errors).toEqual({
      paidOn: 'paidOnInvalid',
    });
    expect(checkDeskPayment({ ...values, note: '' }, context).body).not.toHaveProperty('note');
  });
});

describe('현금영수증 form logic', () => {
  it('a phone for 소득공제, a business number with its check digit for 지출증빙', () => {
    expect(checkCashReceipt({ type: '소득공제', identityNumber: ' ' }).errors).toEqual({
      identityNumber: 'identityRequired',
    });
    expect(checkCashReceipt({ type: '소득공제', identityNumber: '010-123-45' }).errors).toEqual({
      identityNumber: 'phoneInvalid',
    });
    expect(checkCashReceipt({ type: '소득공제', identityNumber: ' 010 1234 5678 ' }).body).toEqual({
      type: '소득공제',
      identityNumber: '010 1234 5678',
    });
    // 124-81-00998 is a well-formed number; change its last digit and it is not.
    expect(isBusinessNumber('1248100998')).toBe(true);
    expect(isBusinessNumber('1248100997')).toBe(false);
    expect(checkCashReceipt({ type: '지출증빙', identityNumber: '010-1234-5678' }).errors).toEqual({
      identityNumber: 'businessInvalid',
    });
    expect(checkCashReceipt({ type: '지출증빙', identityNumber: '124-81-00998' }).body).toEqual({
      type: '지출증빙',
      identityNumber: '124-81-00998',
    });
  });
});

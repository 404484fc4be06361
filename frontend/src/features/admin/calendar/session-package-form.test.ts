import { describe, expect, it } from 'vitest';
import { packageErrors, packageRequestOf } from './pages/admin-session-packages-page';

const filled = {
  typeId: '3',
  sessions: '4',
  price: '200,000',
  payment: 'DESK',
  method: 'DESK_CARD',
  guardianName: ' 김보호 ',
  childName: '김하늘',
  phone: '',
  email: 'parent@example.com',
  note: '',
};

describe('the 회기권 sale form', () => {
  it('asks for the type, numbers, method, names and one contact before sending', () => {
    expect(
      packageErrors({
        ...filled,
        typeId: '',
        sessions: '네 번',
        price: '',
        method: '',
        guardianName: ' ',
        childName: '',
        email: '',
      }),
    ).toEqual({
      typeId: '상담 종류를 선택해 주세요.',
      sessions: '회기 수를 숫자로 입력해 주세요.',
      price: '금액을 숫자로 입력해 주세요.',
      method: '결제 수단을 선택해 주세요.',
      guardianName: '보호자 이름을 입력해 주세요.',
      childName: '자녀 이름을 입력해 주세요.',
      phone: '휴대폰 번호 또는 이메일 중 하나는 입력해 주세요.',
    });
    expect(packageErrors(filled)).toEqual({});
  });

  it('sends whole numbers, trimmed names and only the contact given', () => {
    expect(packageRequestOf(filled)).toEqual({
      typeId: 3,
      sessions: 4,
      price: 200_000,
      method: 'DESK_CARD',
      guardianName: '김보호',
      childName: '김하늘',
      email: 'parent@example.com',
    });
  });

  it('sells by a payment link without a method or the desk’s note', () => {
    const link = { ...filled, payment: 'LINK', method: '', note: '영수증 1234' };
    expect(packageErrors(link)).toEqual({});
    expect(packageRequestOf(link)).toEqual({
      typeId: 3,
      sessions: 4,
      price: 200_000,
      payByLink: true,
      guardianName: '김보호',
      childName: '김하늘',
      email: 'parent@example.com',
    });
    // At the desk the method is still asked.
    expect(packageErrors({ ...link, payment: 'DESK' })).toEqual({
      method: '결제 수단을 선택해 주세요.',
    });
  });
});

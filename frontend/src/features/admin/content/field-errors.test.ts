import { describe, expect, it } from 'vitest';
import { fieldByLabel } from './field-errors';

describe('fieldByLabel', () => {
  const fieldOf = fieldByLabel({
    phone: '대표 전화번호',
    officer: '개인정보 보호책임자',
    officerPhone: '개인정보 보호책임자 전화번호',
  });

  it('gives the field whose name the message starts with, the longest name first', () => {
    expect(fieldOf('대표 전화번호 형식이 올바르지 않습니다.')).toBe('phone');
    expect(fieldOf('개인정보 보호책임자 전화번호 형식이 올바르지 않습니다.')).toBe('officerPhone');
    expect(fieldOf('개인정보 보호책임자을(를) 입력해 주세요.')).toBe('officer');
  });

  it('gives nothing for a message that names no field', () => {
    expect(fieldOf('요청을 처리할 수 없습니다.')).toBeUndefined();
  });
});

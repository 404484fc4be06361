import { describe, expect, it } from 'vitest';
import { counsellorsOf, counsellorsText } from './site-counsellors';

describe('the counsellors as the settings form writes them', () => {
  const counsellors = [
    { name: '김하늘', role: '센터장', credentials: '놀이심리상담사 1급', line: '천천히 함께해요.' },
    { name: '이준호', role: '임상심리전문가', credentials: '임상심리전문가', line: '' },
  ];

  it('writes four lines a counsellor, an empty line between, and reads them back', () => {
    const text = counsellorsText(counsellors);
    expect(text).toBe(
      '김하늘\n센터장\n놀이심리상담사 1급\n천천히 함께해요.\n\n이준호\n임상심리전문가\n임상심리전문가',
    );
    expect(counsellorsOf(text)).toEqual(counsellors);
  });

  it('keeps a short block (the server names what is missing) and drops empty ones', () => {
    expect(counsellorsOf('\n\n 박서윤 \n\n\n')).toEqual([
      { name: '박서윤', role: '', credentials: '', line: '' },
    ]);
    expect(counsellorsOf('   ')).toEqual([]);
  });
});

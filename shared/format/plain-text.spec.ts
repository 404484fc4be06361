import { plainText } from './plain-text';

describe('plainText', () => {
  it('keeps the words of sanitised HTML on one line, entities read back', () => {
    expect(plainText('<h2>연수&nbsp;소개</h2>\n<p>A &amp; B &lt;중요&gt; &quot;꼭&quot;</p>')).toBe(
      '연수 소개 A & B <중요> "꼭"',
    );
  });

  it('cuts a long text at the length with an ellipsis', () => {
    const text = plainText(`<p>${'가'.repeat(200)}</p>`, 20);
    expect(text).toHaveLength(20);
    expect(text.endsWith('…')).toBe(true);
  });

  it('says nothing for an empty body', () => {
    expect(plainText('<p> </p>')).toBe('');
  });
});

import { decodeEntities, escapeHtml } from './entities';

describe('escapeHtml and decodeEntities', () => {
  it('escape what could close an attribute or open a tag, and read it back', () => {
    const text = `"><script>alert('x')</script> & &lt;`;
    expect(escapeHtml(text)).toBe(
      '&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &amp;lt;',
    );
    expect(decodeEntities(escapeHtml(text))).toBe(text);
  });

  it('reads &nbsp; as a space', () => {
    expect(decodeEntities('연수&nbsp;소개')).toBe('연수 소개');
  });
});

import { sanitizeLectureHtml } from './sanitize-lecture-html';

describe('sanitizeLectureHtml', () => {
  it('keeps what the editor produces', () => {
    const html =
      '<h2>소개</h2><p><strong>굵게</strong> <i>기울임</i> <s>취소선</s></p>' +
      '<ul><li>하나</li></ul><ol><li>둘</li></ol>' +
      '<p><span style="color:blue">파랑</span> <mark class="marker-yellow">형광</mark></p>';
    expect(sanitizeLectureHtml(html)).toBe(html);
  });

  it('keeps CKEditor 5 output as it writes it: font colour with a trailing semicolon, highlight markers, H1', () => {
    const fromEditor =
      '<h1>제목</h1><p><span style="color:blue;">파랑</span> <span style="color:red;">빨강</span> ' +
      '<mark class="marker-yellow">노랑</mark> <mark class="marker-green">초록</mark></p>';
    expect(sanitizeLectureHtml(fromEditor)).toBe(
      '<h1>제목</h1><p><span style="color:blue">파랑</span> <span style="color:#c62828">빨강</span> ' +
        '<mark class="marker-yellow">노랑</mark> <mark class="marker-green">초록</mark></p>',
    );
  });

  it.each([
    ['<p>안녕</p><script>alert(1)</script>', '<p>안녕</p>'],
    ['<img src=x onerror="alert(1)">', ''],
    ['<p onclick="alert(1)">클릭</p>', '<p>클릭</p>'],
    [
      '<a href="javascript:alert(1)">링크</a>',
      '<a rel="noopener noreferrer" target="_blank">링크</a>',
    ],
    [
      '<span style="color:red;background:url(x)">글</span>',
      '<span style="color:#c62828">글</span>',
    ],
    // Plain yellow (1.07:1 on white) becomes the editor's readable yellow.
    ['<span style="color:yellow">글</span>', '<span style="color:#806600">글</span>'],
    ['<span style="position:fixed">글</span>', '<span>글</span>'],
    ['<mark class="marker-yellow evil">형광</mark>', '<mark class="marker-yellow">형광</mark>'],
    ['<iframe src="https://evil.example"></iframe><p>본문</p>', '<p>본문</p>'],
    ['<style>body{display:none}</style><p>본문</p>', '<p>본문</p>'],
  ])('cleans %s', (input, expected) => {
    expect(sanitizeLectureHtml(input)).toBe(expected);
  });
});

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
    // A link to script keeps its words, not the link.
    ['<a href="javascript:alert(1)">링크</a>', '<span>링크</span>'],
    ['<a href=" JaVaScRiPt:alert(1)">링크</a>', '<span>링크</span>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">링크</a>', '<span>링크</span>'],
    ['<a href="//evil.example/">링크</a>', '<span>링크</span>'],
    // Dropped between paragraphs: the paragraphs keep their own closing tags.
    [
      '<p>문단</p><a href="javascript:alert(3)">링크</a><p>다음</p>',
      '<p>문단</p><span>링크</span><p>다음</p>',
    ],
    ['<p>앞 <img src="https://evil.example/x.png"> 뒤</p><p>끝</p>', '<p>앞  뒤</p><p>끝</p>'],
    ['<img src="x" onerror="alert(1)"><p>문단</p><p>다음</p>', '<p>문단</p><p>다음</p>'],
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

  it('keeps web, e-mail and phone links, a web link opening a new tab that cannot reach back', () => {
    expect(
      sanitizeLectureHtml(
        '<p><a href="https://example.com/a?b=1&amp;c=2" target="_self" onclick="x()">웹</a> ' +
          '<a href="mailto:centre@example.com" target="_blank" rel="opener">메일</a> ' +
          '<a href="tel:02-123-4567">전화</a></p>',
      ),
    ).toBe(
      '<p><a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">웹</a> ' +
        '<a href="mailto:centre@example.com">메일</a> <a href="tel:02-123-4567">전화</a></p>',
    );
  });

  it('keeps a table with a header row as the editor writes it, cell spans bounded', () => {
    const table =
      '<figure class="table"><table><thead><tr><th scope="col">요일</th><th>시간</th></tr></thead>' +
      '<tbody><tr><td rowspan="2">월</td><td colspan="2">10시</td></tr></tbody></table></figure>';
    expect(sanitizeLectureHtml(table)).toBe(table);
    expect(
      sanitizeLectureHtml(
        '<table><tbody><tr><th scope="evil" colspan="999" style="color:red">가</th>' +
          '<td rowspan="-1" colspan="abc" onclick="x()" class="x">나</td></tr></tbody></table>',
      ),
    ).toBe('<table><tbody><tr><th colspan="20">가</th><td>나</td></tr></tbody></table>');
  });

  it('keeps an uploaded picture with its text alternative, size and caption', () => {
    const figure =
      '<figure class="image"><img src="/api/upload/contentFiles/6f1c2b.png" alt="상담실 모습" ' +
      'width="640" height="480" /><figcaption>상담실</figcaption></figure>';
    expect(sanitizeLectureHtml(figure)).toBe(figure);
  });

  it('gives a picture without a text alternative an empty one (decorative), never none', () => {
    expect(sanitizeLectureHtml('<img src="/api/upload/contentFiles/a.jpg">')).toBe(
      '<img src="/api/upload/contentFiles/a.jpg" alt="" />',
    );
  });

  it.each([
    ['from another host', '<img src="https://evil.example/track.png" alt="x">'],
    ['protocol-relative', '<img src="//evil.example/track.png" alt="x">'],
    ['as a data: URI', '<img src="data:image/png;base64,iVBORw0KGgo=" alt="x">'],
    ['as javascript:', '<img src="javascript:alert(1)">'],
    ['from another upload folder', '<img src="/api/upload/siteFiles/a.png">'],
    ['climbing out of the folder', '<img src="/api/upload/contentFiles/../../etc/passwd.png">'],
    ['an SVG', '<img src="/api/upload/contentFiles/a.svg">'],
    ['with a query', '<img src="/api/upload/contentFiles/a.png?x=1">'],
  ])('drops a picture %s, with its frame and caption', (_name, img) => {
    expect(
      sanitizeLectureHtml(
        `<figure class="image">${img}<figcaption>캡션</figcaption></figure><p>뒤</p>`,
      ),
    ).toBe('<p>뒤</p>');
    expect(sanitizeLectureHtml(`<p>앞${img}</p>`)).toBe('<p>앞</p>');
  });

  it.each([
    [
      'event handlers, styles and other classes on a picture',
      '<figure class="image evil" style="position:fixed"><img src="/api/upload/contentFiles/a.gif" ' +
        'alt="" onerror="alert(1)" style="width:9999px" width="99999" height="1e3" srcset="https://evil.example/x 2x"></figure>',
      '<figure class="image"><img src="/api/upload/contentFiles/a.gif" alt="" /></figure>',
    ],
    [
      'a script inside a table cell',
      '<table><tbody><tr><td><script>alert(1)</script>칸</td></tr></tbody></table>',
      '<table><tbody><tr><td>칸</td></tr></tbody></table>',
    ],
    [
      'a form, an SVG and an object',
      '<form action="https://evil.example"><input name="x"></form><svg onload="alert(1)"></svg><object data="x"></object><p>본문</p>',
      '<p>본문</p>',
    ],
  ])('strips %s', (_name, input, expected) => {
    expect(sanitizeLectureHtml(input)).toBe(expected);
  });
});

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { adaptContentHtml } from './rich-content';

describe('adaptContentHtml', () => {
  it('shifts the top heading level to <h2>, keeping the others below it', () => {
    expect(adaptContentHtml('<h1 style="color:red">A</h1><p>x</p><h3>B</h3>')).toBe(
      '<h2 style="color:red">A</h2><p>x</p><h4>B</h4>',
    );
    expect(adaptContentHtml('<h4>A</h4><h5>B</h5>')).toBe('<h2>A</h2><h3>B</h3>');
  });

  it('keeps headings already at <h2> and never goes past <h6>', () => {
    expect(adaptContentHtml('<h2>A</h2>')).toBe('<h2>A</h2>');
    expect(adaptContentHtml('<h1>A</h1><h6>B</h6>')).toBe('<h2>A</h2><h6>B</h6>');
  });

  it('leaves words that only look like headings alone', () => {
    expect(adaptContentHtml('<h3>A</h3><header>h1</header><p>&lt;h1&gt;</p>')).toBe(
      '<h2>A</h2><header>h1</header><p>&lt;h1&gt;</p>',
    );
  });

  it('marks images without a text alternative as decorative, and keeps given ones', () => {
    expect(adaptContentHtml('<img src="/a.png">')).toBe('<img alt="" src="/a.png">');
    expect(adaptContentHtml('<img src="/a.png" alt="교실">')).toBe('<img src="/a.png" alt="교실">');
    expect(adaptContentHtml('<img src="/a.png" />')).toBe('<img alt="" src="/a.png" />');
  });

  it('gives what a DOM parse gives for the sanitiser’s output', () => {
    const html = '<h3>제목</h3><p>본문 <img src="/x.png"> 끝</p><h4>소제목</h4>';
    const template = document.createElement('template');
    template.innerHTML = adaptContentHtml(html);
    expect([...template.content.querySelectorAll('h2, h3')].map((h) => h.tagName)).toEqual([
      'H2',
      'H3',
    ]);
    expect(template.content.querySelector('img')?.getAttribute('alt')).toBe('');
  });
});

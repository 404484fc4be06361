import { describe, expect, it } from 'vitest';
import { characterCode, visibleParts, visibleText } from './visible-text';

describe('visible text', () => {
  it('shows layout characters as codes and leaves the rest as it is', () => {
    expect(visibleText('강의\u202e 제목\n둘째 줄')).toBe('강의⟨U+202E⟩ 제목⟨U+000A⟩둘째 줄');
    expect(visibleText('\u2066a\u2069\u200e\u200f\u061c\t\u0085\u2028')).toBe(
      '⟨U+2066⟩a⟨U+2069⟩⟨U+200E⟩⟨U+200F⟩⟨U+061C⟩⟨U+0009⟩⟨U+0085⟩⟨U+2028⟩',
    );
    expect(visibleText('마음숲 상담 😀 (2회차) "여름"')).toBe('마음숲 상담 😀 (2회차) "여름"');
    expect(characterCode('\u0000')).toBe('⟨U+0000⟩');
  });

  it('splits text into plain and escaped parts, in order', () => {
    expect(visibleParts('가\u202e나\n')).toEqual([
      { text: '가', escaped: false },
      { text: '⟨U+202E⟩', escaped: true },
      { text: '나', escaped: false },
      { text: '⟨U+000A⟩', escaped: true },
    ]);
    expect(visibleParts('')).toEqual([]);
    expect(visibleParts('평범한 제목')).toEqual([{ text: '평범한 제목', escaped: false }]);
  });
});

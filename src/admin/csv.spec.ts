import { csvCell, toCsv, UTF8_BOM } from './csv';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['김민지', '김민지'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rlf', '"cr\rlf"'],
    ['', ''],
  ])('writes %p as %p', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it.each([
    ['=HYPERLINK("http://evil","x")', `"'=HYPERLINK(""http://evil"",""x"")"`],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\tplain', "'\tplain"],
    ['\r=1', `"'\r=1"`],
    ['\0=1', "'\0=1"],
    ['＝1+4', "'＝1+4"],
    ['＋1+4', "'＋1+4"],
    ['－2+3', "'－2+3"],
    ['＠SUM(A1)', "'＠SUM(A1)"],
    [' =1+1', "' =1+1"],
    ['   @SUM(A1)', "'   @SUM(A1)"],
    ['\u3000＝1+4', "'\u3000＝1+4"],
    ['\u00a0-1', "'\u00a0-1"],
    ['\n+1', `"'\n+1"`],
  ])('defuses the formula %p', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it.each([' 김민지', '1+1=2', 'a@example.com', '02-123-4567', '가=나', '\u3000김민지'])(
    'leaves %p as written: no formula starts it',
    (input) => {
      expect(csvCell(input)).toBe(input);
    },
  );

  it('leaves numbers, null and undefined as values', () => {
    expect(csvCell(50000)).toBe('50000');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('keeps a hyphen inside a value (phone numbers)', () => {
    expect(csvCell('010-1234-5678')).toBe('010-1234-5678');
  });
});

describe('toCsv', () => {
  it('starts with the BOM, separates records with CRLF and ends with one', () => {
    const csv = toCsv(
      ['이름', '금액'],
      [
        ['김민지', 50000],
        ['=cmd', 0],
      ],
    );
    expect(csv).toBe(`${UTF8_BOM}이름,금액\r\n김민지,50000\r\n'=cmd,0\r\n`);
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('puts a notice before the header, after the BOM, quoted when it holds a comma', () => {
    const csv = toCsv(['이름'], [['김민지']], { notice: '※ 개인정보 포함, 사용 후 삭제' });
    expect(csv).toBe(`${UTF8_BOM}"※ 개인정보 포함, 사용 후 삭제"\r\n이름\r\n김민지\r\n`);
  });
});

/** Korean bank codes as Toss sends them in `bankCode`, with the names people know. */
const BANK_NAMES: Record<string, string> = {
  '02': '산업은행',
  '03': '기업은행',
  '06': '국민은행',
  '07': '수협은행',
  '11': '농협은행',
  '12': '지역농축협',
  '20': '우리은행',
  '23': 'SC제일은행',
  '27': '씨티은행',
  '31': '대구은행',
  '32': '부산은행',
  '34': '광주은행',
  '35': '제주은행',
  '37': '전북은행',
  '39': '경남은행',
  '45': '새마을금고',
  '48': '신협',
  '50': '저축은행',
  '64': '산림조합',
  '71': '우체국',
  '81': '하나은행',
  '88': '신한은행',
  '89': '케이뱅크',
  '90': '카카오뱅크',
  '92': '토스뱅크',
};

export function bankName(code: string | null | undefined): string {
  if (!code) return '';
  return BANK_NAMES[code] ?? `은행 코드 ${code}`;
}

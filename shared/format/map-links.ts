/**
 * The centre's address on Naver Map and Kakao Map (a search for it), as the home page's 오시는 길
 * and the appointment messages link to it: made from the address in 센터 정보, so a move of the
 * centre needs no other setting.
 */
export function naverMapUrl(address: string): string {
  return `https://map.naver.com/p/search/${encodeURIComponent(address)}`;
}

export function kakaoMapUrl(address: string): string {
  return `https://map.kakao.com/link/search/${encodeURIComponent(address)}`;
}

/**
 * What the server writes into a page's <head> (frontend/src/server/page-head.ts): in the server's
 * build only, never downloaded by a browser.
 */
export const koMeta = {
  /** The site's description for search results and shared links (index.html says the same). */
  description:
    '마음숲 아동·청소년 상담센터는 아이 한 명 한 명의 상태를 면밀히 살피고, 맞춤형 상담과 프로그램, 교육·연수를 제공합니다.',
  /** The first item of every page's breadcrumbs. */
  home: '홈',
};

// The one list of the non-legal pages, by English address; a test holds it to src/pages/.
export const sitePages = {
  home: '/',
  support: '/support',
  promotions: '/promotions',
  notFound: '/404',
} as const;

// The centre's details are read by every page's frame and by the account pages: kept in lib.
export { useGetSiteQuery } from '@/lib/site';

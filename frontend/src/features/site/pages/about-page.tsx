import { koSite } from '@/copy/ko-site';
import { SiteTextPage } from '../components/site-text-page';

export function AboutPage() {
  return <SiteTextPage menuTitle={koSite.about.pageTitle} pick={(site) => site.introduction} />;
}

export default AboutPage;

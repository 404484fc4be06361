import { ko } from '@/copy/ko';
import { SiteTextPage } from '../components/site-text-page';

export function AboutPage() {
  return <SiteTextPage menuTitle={ko.about.pageTitle} pick={(site) => site.introduction} />;
}

export default AboutPage;

import { koSite } from '@/copy/ko-site';
import { CounsellorsSection } from '../components/counsellors-section';
import { SiteTextPage } from '../components/site-text-page';

/** 센터 소개: the centre's own words, then its counsellors (from the settings). */
export function AboutPage() {
  return (
    <SiteTextPage menuTitle={koSite.about.pageTitle} pick={(site) => site.introduction}>
      {(site) => <CounsellorsSection site={site} inPage />}
    </SiteTextPage>
  );
}

export default AboutPage;

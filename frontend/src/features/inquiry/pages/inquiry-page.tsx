import { Link } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { koSite } from '@/copy/ko-site';
import { useDocumentTitle } from '@/lib/use-document-title';

export function InquiryPage() {
  useDocumentTitle(koSite.inquiry.title);
  return (
    <div className="container page page--narrow message-page">
      <h1 className="page-title">{koSite.inquiry.title}</h1>
      <p>{koSite.inquiry.description}</p>
      <Link to={paths.myInfoCheck} className={buttonClassName('primary', 'btn--large')}>
        {koSite.inquiry.myInfo}
      </Link>
    </div>
  );
}

export default InquiryPage;

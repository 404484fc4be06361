import { Link } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ko } from '@/copy/ko';
import { useDocumentTitle } from '@/lib/use-document-title';

export function InquiryPage() {
  useDocumentTitle(ko.inquiry.title);
  return (
    <div className="container page page--narrow message-page">
      <h1 className="page-title">{ko.inquiry.title}</h1>
      <p>{ko.inquiry.description}</p>
      <Link to={paths.myInfoCheck} className={buttonClassName('primary', 'btn--large')}>
        {ko.inquiry.myInfo}
      </Link>
    </div>
  );
}

export default InquiryPage;

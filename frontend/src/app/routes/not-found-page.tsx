import { Link } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ko } from '@/copy/ko';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle(ko.notFound.title);
  return (
    <div className="container page page--narrow message-page">
      <h1>{ko.notFound.title}</h1>
      <p>{ko.notFound.description}</p>
      <Link to={paths.home} className={buttonClassName('primary')}>
        {ko.notFound.home}
      </Link>
    </div>
  );
}

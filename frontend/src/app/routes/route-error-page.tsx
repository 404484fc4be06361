import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button, buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ko } from '@/copy/ko';
import { useDocumentTitle } from '@/lib/use-document-title';
import { NotFoundPage } from './not-found-page';

type RouteErrorPageProps = {
  /** True when the shared layout is not around it, so the page brings its own <main>. */
  standalone?: boolean;
};

/** Route-level error boundary: a failed page (or a page chunk that failed to load) lands here. */
export function RouteErrorPage({ standalone = false }: RouteErrorPageProps) {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  if (notFound && !standalone) return <NotFoundPage />;
  if (!notFound) console.error(error);

  const content = notFound ? <NotFoundPage /> : <ErrorContent />;
  return standalone ? (
    <main id="main-content" className="bare-main">
      {content}
    </main>
  ) : (
    content
  );
}

function ErrorContent() {
  useDocumentTitle(ko.routeError.title);
  return (
    <div className="container page page--narrow message-page">
      <h1>{ko.routeError.title}</h1>
      <p role="alert">{ko.routeError.description}</p>
      <div className="button-row">
        <Button onClick={() => window.location.reload()}>{ko.routeError.reload}</Button>
        {/* A plain link reloads the app, which also recovers from a stale page chunk. */}
        <a href={paths.home} className={buttonClassName('secondary')}>
          {ko.routeError.home}
        </a>
      </div>
    </div>
  );
}

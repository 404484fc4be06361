import { Button, buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ko } from '@/copy/ko';
import { useDocumentTitle } from '@/lib/use-document-title';

type RouteErrorPageProps = {
  /** True when the shared layout is not around it, so the page brings its own <main>. */
  standalone?: boolean;
};

/**
 * What RouteErrorBoundary shows: a failed page (or a page chunk that failed to load) lands here.
 * An unknown address never does: the `*` route answers it with NotFoundPage.
 */
export function RouteErrorPage({ standalone = false }: RouteErrorPageProps) {
  return standalone ? (
    <main id="main-content" className="bare-main">
      <ErrorContent />
    </main>
  ) : (
    <ErrorContent />
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

import { Link, useParams } from 'react-router-dom';
import { PhoneText } from '@/components/ui/phone-text';
import { ShareButton } from '@/components/ui/share-button';
import { buttonClassName } from '@/components/ui/button';
import { Loading, PageLoading, StatusMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { ko } from '@/copy/ko';
import { errorStatus } from '@/lib/api-error';
import { formatWon } from '@/lib/format';
import { parseId } from '@/lib/ids';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useGetProgramImagesQuery, useGetProgramQuery } from '../api';
import { ImageCarousel } from '../components/image-carousel';
import type { Program } from '../types';
import './programs.css';
import { koPrograms } from '@/copy/ko-programs';

/** Only web links may become the booking button (never `javascript:` and the like). */
function safeExternalUrl(url: string | null | undefined): string | undefined {
  return url && /^https?:\/\//i.test(url) ? url : undefined;
}

export function ProgramDetailPage() {
  const id = parseId(useParams().id);
  const program = useGetProgramQuery(id);
  const title = program.data?.title;
  useDocumentTitle(title ?? koPrograms.listHeading);

  const status = errorStatus(program.error);
  let body;
  if (id === undefined || status === 400) {
    body = <StatusMessage tone="error">{ko.status.imageIdMissing}</StatusMessage>;
  } else if (program.isLoading) {
    body = <PageLoading />;
  } else if (status === 404) {
    body = <NotFound />;
  } else if (program.isError || !program.data) {
    body = <StatusMessage tone="error">{ko.status.loadFailed}</StatusMessage>;
  } else {
    body = <ProgramDetail program={program.data} />;
  }

  return (
    <div className="container page">
      <h1 className="page-title">{title ?? koPrograms.listHeading}</h1>
      {title ? <ShareButton title={title} /> : null}
      {body}
    </div>
  );
}

function NotFound() {
  return (
    <>
      <StatusMessage tone="error">{koPrograms.notFound}</StatusMessage>
      <Link to={paths.programs} className={buttonClassName('secondary')}>
        {koPrograms.backToList}
      </Link>
    </>
  );
}

function ProgramDetail({ program }: { program: Program }) {
  const images = useGetProgramImagesQuery(program.id);
  const bookingUrl = safeExternalUrl(program.naver_url);

  return (
    <div className="program-detail">
      <div className="program-detail__media">
        {images.isLoading ? <Loading /> : null}
        {images.isError ? (
          <StatusMessage tone="error">{ko.status.imagesFailed}</StatusMessage>
        ) : null}
        {images.data ? (
          <ImageCarousel key={program.id} title={program.title} files={images.data.files} />
        ) : null}
      </div>
      <div className="program-detail__info">
        <dl className="info-list">
          <div>
            <dt>{koPrograms.target}</dt>
            <dd>{program.target}</dd>
          </div>
          <div>
            <dt>{koPrograms.structure}</dt>
            <dd>{program.structure}</dd>
          </div>
          <div>
            <dt>{koPrograms.price}</dt>
            <dd>{formatWon(program.price)}</dd>
          </div>
          <div>
            <dt>{koPrograms.inquiry}</dt>
            <dd>
              <PhoneText text={program.inquiry} />
            </dd>
          </div>
        </dl>
        <div className="button-row">
          {program.bookable ? (
            // Booked on this site (issue 37): its types and counsellors are set up.
            <Link
              to={paths.programBooking(program.id)}
              className={buttonClassName('primary', 'btn--large')}
            >
              {koPrograms.reserve}
            </Link>
          ) : bookingUrl ? (
            <>
              <a
                href={bookingUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClassName('primary', 'btn--large')}
                aria-describedby="reserve-new-tab"
              >
                {koPrograms.reserve}
              </a>
              <span id="reserve-new-tab" className="visually-hidden">
                {koPrograms.opensInNewTab}
              </span>
            </>
          ) : null}
          <Link to={paths.programs} className={buttonClassName('secondary', 'btn--large')}>
            {koPrograms.backToList}
          </Link>
        </div>
      </div>
    </div>
  );
}

export default ProgramDetailPage;

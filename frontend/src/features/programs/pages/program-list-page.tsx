import { PageLoading, StatusMessage } from '@/components/ui/status-message';
import { ko } from '@/copy/ko';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useGetProgramsQuery } from '../api';
import { ProgramCard } from '../components/program-card';
import './programs.css';
import { koPrograms } from '@/copy/ko-programs';

export function ProgramListPage() {
  useDocumentTitle(koPrograms.listHeading);
  const { data: programs, isLoading, isError } = useGetProgramsQuery();

  return (
    <div className="container page">
      <h1 className="page-title">{koPrograms.listHeading}</h1>
      {isLoading ? <PageLoading /> : null}
      {isError ? <StatusMessage tone="error">{ko.status.loadFailed}</StatusMessage> : null}
      {programs && programs.length === 0 ? <StatusMessage>{koPrograms.empty}</StatusMessage> : null}
      {programs && programs.length > 0 ? (
        <ul className="program-grid">
          {programs.map((program, index) => (
            <li key={program.id}>
              <ProgramCard program={program} first={index === 0} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export default ProgramListPage;

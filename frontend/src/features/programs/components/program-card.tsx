import { Link } from 'react-router-dom';
import { paths, uploads } from '@/config/paths';
import { formatWon } from '@/lib/format';
import type { Program } from '../types';
import { koPrograms } from '@/copy/ko-programs';

/** `first`: the list's first card, whose image is the page's largest paint (LCP) on a phone. */
export function ProgramCard({ program, first }: { program: Program; first: boolean }) {
  return (
    <Link to={paths.program(program.id)} className="program-card">
      <img
        className="program-card__image"
        src={uploads.program(program.thumbnail)}
        alt={koPrograms.thumbnailAlt(program.title)}
        width={800}
        height={600}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
        decoding={first ? undefined : 'async'}
      />
      <div className="program-card__body">
        <h2 className="program-card__title">{program.title}</h2>
        <dl className="program-card__facts">
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
        </dl>
      </div>
    </Link>
  );
}

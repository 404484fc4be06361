import { Injectable, PipeTransform } from '@nestjs/common';
import { IdParamPipe } from '../common/http/id-param.pipe';

/** An optional id in the query string: absent is undefined, present must be a valid id. */
@Injectable()
export class OptionalIdQueryPipe implements PipeTransform<unknown, number | undefined> {
  private readonly id = new IdParamPipe();

  transform(value: unknown): number | undefined {
    if (value === undefined) return undefined;
    return this.id.transform(typeof value === 'string' ? value : '');
  }
}

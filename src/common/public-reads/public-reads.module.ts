import { Global, Module } from '@nestjs/common';
import { ContentVersion } from './content-version';
import { PublicReads } from './public-reads';

/** The cache of public reads, kept exact by the public content version. */
@Global()
@Module({ providers: [PublicReads, ContentVersion], exports: [PublicReads] })
export class PublicReadsModule {}

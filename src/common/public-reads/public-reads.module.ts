import { Global, Module } from '@nestjs/common';
import { ContentVersion } from './content-version';
import { PublicContentSubscriber } from './public-content.subscriber';
import { PublicReadInterceptor } from './public-read.interceptor';
import { PublicReads } from './public-reads';
import { SeatVersions } from './seat-versions';

/** The cache of public reads, kept right by the public content version (see PublicReads). */
@Global()
@Module({
  providers: [
    PublicReads,
    ContentVersion,
    SeatVersions,
    PublicContentSubscriber,
    PublicReadInterceptor,
  ],
  exports: [PublicReads, PublicReadInterceptor, ContentVersion],
})
export class PublicReadsModule {}

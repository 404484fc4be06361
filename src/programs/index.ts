// The programs module's public face: the module, and its public reads for the site's pages
// (src/pages).
export { ProgramsModule } from './programs.module';
export { ProgramsController } from './programs.controller';
export { ProgramsService } from './programs.service';
export { PROGRAM_BOOKING, type ProgramBooking } from './program-booking';
export { liveProgramTitles } from './program-reads';

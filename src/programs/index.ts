// The programs module's public face; nobody needs more than the module so far.
export { ProgramsModule } from './programs.module';

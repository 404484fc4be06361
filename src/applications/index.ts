// The applications module's public face; other modules import from here (or an entity file).
export { ApplicationsModule } from './applications.module';
export { APPLICATION_ACCESS_COOKIE, ApplicationAccess } from './application-access';
export { applicationsOfProof } from './applications-of-proof';
export { ApplicantDto } from './dto/create-application.dto';
export {
  UNPAID_WITHDRAWAL,
  type UnpaidWithdrawal,
  type WithdrawOutcome,
} from './unpaid-withdrawal';

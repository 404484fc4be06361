// The inquiries module's public face (issue 35): the module, what its messages read, and the
// retention's part.
export { InquiriesModule } from './inquiries.module';
export { deleteInquiriesSentBefore, inquiryById, waitingInquiryCount } from './inquiry-reads';
export type { Inquiry } from './inquiry.entity';

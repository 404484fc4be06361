// The sandbox's public face: the retention forgets the customer on the imitated provider's
// copy. Other modules import from here only.
export { forgetSandboxCustomers } from './sandbox-payment.repository';
export { SandboxModule } from './sandbox.module';
